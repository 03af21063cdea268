// Breaks F-004.R2: every validation error is answered with its message but without is_error: true. The kit must
// say exactly that, not that the input was accepted.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const error = validateTodoWrite(params);
    if (error) return { content: error }; // the flag is forgotten
    store.todos = params.todos.map(({ content, status, activeForm }) => ({ content, status, activeForm }));
    return { content: JSON.stringify({ success: true, count: store.todos.length }) };
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
