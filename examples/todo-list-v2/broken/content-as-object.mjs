// Breaks F-004.R1 (content is always a string): success content is the object itself, not JSON text.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const error = validateTodoWrite(params);
    if (error) return { content: error, is_error: true };
    store.todos = params.todos;
    return { content: { success: true, count: store.todos.length } };
  });
  registry.register(todoReadDefinition, async () => ({ content: { todos: store.todos } }));
  return registry;
}
