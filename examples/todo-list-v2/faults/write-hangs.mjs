// Fault: TodoWrite's promise never settles, whatever the input (the bug of a new user's first attempt). Every
// input is a different call, so the per-call budget alone let each one cost a timeout: a minute a run. After three
// inputs in a row hang with no TodoWrite answered between them, the kit's fault budget reports the tool's later
// calls at once ("not run: executeTool TodoWrite hung on 3 different inputs in a row"), and tries it again now and
// then; scenarios that do not write still run.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, () => new Promise(() => {}));
  registry.register(todoReadDefinition, createTodoReadHandler({ todos: [] }));
  return registry;
}
