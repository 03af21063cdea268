// Fault: for a long list, TodoWrite awaits a "flush" whose promise never settles. The kit must end that scenario
// as "timed out", naming the call, and run the rest.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const flushNeverSettles = () => new Promise(() => {});

export function createRegistry() {
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    if (Array.isArray(params.todos) && params.todos.length > 50) await flushNeverSettles();
    return write(params);
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
