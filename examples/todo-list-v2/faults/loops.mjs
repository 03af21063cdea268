// Fault: a synchronous endless loop for the status "blocked" (it waits for the task to be unblocked, forever).
// Nothing in the implementation's process can stop it: the kit's watchdog must kill the process, report the
// scenario as "timed out" and carry on with a new process.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const blocked = Array.isArray(params.todos) && params.todos.some((todo) => todo?.status === 'blocked');
    while (blocked) {
      // waiting for the task to be unblocked
    }
    return write(params);
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
