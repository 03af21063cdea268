// Breaks F-008.R2 (the index in messages): it counts todos from 1, as people do, instead of from 0.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { checkTodo, checkTodosField } from '../correct-esm/todo-tools.mjs';

function validate(params) {
  const fieldError = checkTodosField(params);
  if (fieldError) return fieldError;
  for (const [i, todo] of params.todos.entries()) {
    const error = checkTodo(todo, i + 1);
    if (error) return error;
  }
  return undefined;
}

export const createRegistry = () => createCorrectRegistry({ validate });
