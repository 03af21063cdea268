// Broken on purpose, one rule, as an adversarial review found the kit let it pass: A hand-written validator that reports only the first problem of each todo (one 'continue' per item).
import { createTodoCommandFrom, validate } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';
const firstPerItem = (input, limits) => {
  const seen = new Set();
  return validate(input, limits).filter(([path]) => {
    const m = /^todos\[(\d+)\]/.exec(path);
    if (!m) return true;
    if (seen.has(m[1])) return false;
    seen.add(m[1]);
    return true;
  });
};
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate: firstPerItem } });
