// Breaks F-008.O3 (order content, status, activeForm): it checks status before content.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { checkTodo, checkTodosField, STATUSES } from '../correct-esm/todo-tools.mjs';

function validate(params) {
  const fieldError = checkTodosField(params);
  if (fieldError) return fieldError;
  for (const [i, todo] of params.todos.entries()) {
    if (todo && typeof todo === 'object' && !STATUSES.includes(todo.status)) {
      return `Todo at index ${i}: invalid status '${todo.status}'. Must be one of: ${STATUSES.join(', ')}`;
    }
    const error = checkTodo(todo, i);
    if (error) return error;
  }
  return undefined;
}

export const createRegistry = () => createCorrectRegistry({ validate });
