// Fault: the validation reads todo.content.trim() without checking the todo, so a null item throws a TypeError
// out of executeTool. The kit must report those scenarios as "errored", with the message and this file's frame.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { STATUSES } from '../correct-esm/todo-tools.mjs';

function validate(params) {
  if (params.todos === undefined) return "'todos' array is required";
  if (!Array.isArray(params.todos)) return "'todos' must be an array";
  for (const [i, todo] of params.todos.entries()) {
    if (typeof todo.content !== 'string' || todo.content.trim() === '') return `Todo at index ${i}: content is required and cannot be empty`;
    if (!STATUSES.includes(todo.status)) return `Todo at index ${i}: invalid status '${todo.status}'. Must be one of: ${STATUSES.join(', ')}`;
    if (typeof todo.activeForm !== 'string' || todo.activeForm.trim() === '') return `Todo at index ${i}: activeForm is required and cannot be empty`;
  }
  return undefined;
}

export const createRegistry = () => createCorrectRegistry({ validate });
