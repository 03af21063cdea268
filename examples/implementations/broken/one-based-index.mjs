// Breaks F-008.R2 (the index in messages): it counts todos from 1, as people do, instead of from 0.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { checkTodo, checkTodosField, createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

function validate(params) {
  const fieldError = checkTodosField(params);
  if (fieldError) return fieldError;
  for (const [i, todo] of params.todos.entries()) {
    const error = checkTodo(todo, i + 1);
    if (error) return error;
  }
  return undefined;
}

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store, validate));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
