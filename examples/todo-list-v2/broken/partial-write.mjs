// Breaks F-001.S2 / F-008.R3 (no partial write): it writes each todo as soon as that todo passes, so a fault in
// a later todo leaves half a list behind.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { checkTodo, checkTodosField, createTodoReadHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const fieldError = checkTodosField(params);
    if (fieldError) return { content: fieldError, is_error: true };
    store.todos = [];
    for (const [i, todo] of params.todos.entries()) {
      const error = checkTodo(todo, i);
      if (error) return { content: error, is_error: true };
      store.todos.push(todo);
    }
    return { content: JSON.stringify({ success: true, count: store.todos.length }) };
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
