// Breaks F-001.R1 (the list holds what was written): content and activeForm are stored trimmed. The PRD trims them
// only to check them; the kit's hint says so.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const error = validateTodoWrite(params);
    if (error) return { content: error, is_error: true };
    store.todos = params.todos.map(({ content, status, activeForm }) => ({ content: content.trim(), status, activeForm: activeForm.trim() }));
    return { content: JSON.stringify({ success: true, count: store.todos.length }) };
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
