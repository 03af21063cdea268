// Breaks F-001.OUT ({"success":true,"count":N}): it answers {"ok":true,"written":N}.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const error = validateTodoWrite(params);
    if (error) return { content: error, is_error: true };
    store.todos = params.todos;
    return { content: JSON.stringify({ ok: true, written: params.todos.length }) };
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
