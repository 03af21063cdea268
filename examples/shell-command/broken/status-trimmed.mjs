// Broken on purpose, one rule, as an adversarial review found the kit let it pass: Checks the status after trimming it (z.string().trim().pipe(z.enum(...))) but keeps the raw value: " pending " passes.
import { createTodoCommandFrom, validate } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';
const trimmedStatus = (input, limits) => {
  if (input && Array.isArray(input.todos)) {
    const copy = { ...input, todos: input.todos.map((t) => (t && typeof t === 'object' && typeof t.status === 'string' ? { ...t, status: t.status.trim() } : t)) };
    return validate(copy, limits);
  }
  return validate(input, limits);
};
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate: trimmedStatus } });
