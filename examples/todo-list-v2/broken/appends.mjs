// Breaks F-001.R1 (whole replacement): a write appends to the list instead of replacing it.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const error = validateTodoWrite(params);
    if (error) return { content: error, is_error: true };
    store.todos = params.todos.length === 0 ? [] : [...store.todos, ...params.todos];
    return { content: JSON.stringify({ success: true, count: params.todos.length }) };
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
