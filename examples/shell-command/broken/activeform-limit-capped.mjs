// Broken on purpose, one rule, as an adversarial review found the kit let it pass: activeForm's limit is TODO_MAX_CONTENT_LENGTH but never above the default 200 (content's is the env value).
import { createTodoCommandFrom, validate, limitsFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';
const capped = (input, limits) => {
  const problems = validate(input, limits);
  if (problems.length || !input || !Array.isArray(input.todos)) return problems;
  input.todos.forEach((t, i) => { if (t.activeForm.length > Math.min(limits.maxLength, 200)) problems.push([`todos[${i}].activeForm`, 'activeForm too long']); });
  return problems;
};
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate: capped } });
