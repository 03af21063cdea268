// Broken on purpose, one rule, as an adversarial review found the kit let it pass: Measures content and activeForm in UTF-8 bytes: 100 Chinese characters (300 bytes) are refused.
import { createTodoCommandFrom, validate } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';
const bytes = (s) => Buffer.byteLength(s, 'utf8');
const byBytes = (input, limits) => {
  const problems = validate(input, limits);
  if (problems.length || !input || !Array.isArray(input.todos)) return problems;
  input.todos.forEach((t, i) => {
    if (bytes(t.content) > limits.maxLength) problems.push([`todos[${i}].content`, 'Content too long']);
    if (bytes(t.activeForm) > limits.maxLength) problems.push([`todos[${i}].activeForm`, 'activeForm too long']);
  });
  return problems;
};
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate: byBytes } });
