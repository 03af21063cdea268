// Breaks F-008.O3 (stop at the first error): every todo is checked and the LAST fault found is reported, so a list
// with two faulty todos names the second. Indexes count from 0, as they should: the kit must not say otherwise.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { checkTodosField, STATUSES } from '../correct-esm/todo-tools.mjs';

const blank = (text) => typeof text !== 'string' || text.trim() === '';

function validate(params) {
  const fieldError = checkTodosField(params);
  if (fieldError) return fieldError;
  let found;
  for (const [i, todo] of params.todos.entries()) {
    const item = Object(todo);
    if (blank(item.content)) found = `Todo at index ${i}: content is required and cannot be empty`;
    else if (!STATUSES.includes(item.status)) found = `Todo at index ${i}: invalid status '${item.status}'. Must be one of: ${STATUSES.join(', ')}`;
    else if (blank(item.activeForm)) found = `Todo at index ${i}: activeForm is required and cannot be empty`;
  }
  return found; // the mistake: the last fault, not the first
}

export const createRegistry = () => createCorrectRegistry({ validate });
