// Breaks F-001.E3 / F-001.E5 as no-trim.mjs does, and logs each write as a learner debugging it would: a failing
// scenario shows what the implementation printed during it (console.log here), with its failure.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { checkTodosField, STATUSES } from '../correct-esm/todo-tools.mjs';

function validate(params) {
  const fieldError = checkTodosField(params);
  if (fieldError) return fieldError;
  for (const [i, todo] of params.todos.entries()) {
    const item = Object(todo);
    console.log(`checking todo ${i}: content ${JSON.stringify(item.content)}`); // the learner's debugging
    if (typeof item.content !== 'string' || item.content === '') return `Todo at index ${i}: content is required and cannot be empty`;
    if (!STATUSES.includes(item.status)) return `Todo at index ${i}: invalid status '${item.status}'. Must be one of: ${STATUSES.join(', ')}`;
    if (typeof item.activeForm !== 'string' || item.activeForm === '') return `Todo at index ${i}: activeForm is required and cannot be empty`;
  }
  return undefined;
}

export const createRegistry = () => createCorrectRegistry({ validate });
