// Fault: TodoRead's promise never settles. The first scenario that reads waits for the timeout; the kit's fault
// budget reports every later read at once ("not run: executeTool TodoRead hung in …"), so the run stays short.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler({ todos: [] }));
  registry.register(todoReadDefinition, () => new Promise(() => {}));
  return registry;
}
