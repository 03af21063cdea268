// Fault: TodoWrite answers every valid list, but its error path never settles: each invalid input hangs. The kit
// must judge it call by call (a tool that answered once is not held back whole): the scenarios that write valid
// lists still run and pass, and only the error rows time out or are held back.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const result = await write(params);
    if (result && result.is_error) await new Promise(() => {});
    return result;
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
