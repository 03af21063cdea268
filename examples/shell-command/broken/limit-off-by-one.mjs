// Broken: the item limit is off by one. "At most 50" written as "fewer than 50": 50 todos are refused.
import { createTodoCommandFrom, itemProblems, limitsFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

function validate(input, limits) {
  if (input === null || typeof input !== 'object' || !Array.isArray(input.todos)) return [['todos', 'Expected an array']];
  const problems = input.todos.flatMap((item, i) => itemProblems(item, i, limits));
  if (input.todos.length >= limits.maxItems) problems.push(['todos', `At most ${limits.maxItems} todos are allowed`]); // the mistake: >=
  return problems;
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate, limitsFrom } });
