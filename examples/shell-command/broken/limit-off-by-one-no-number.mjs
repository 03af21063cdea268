// Broken: the item limit is off by one ("fewer than N" for "at most N"), and its refusal names neither a number nor a
// limit ("Over the limit"). With TODO_MAX_ITEMS=60, 60 todos are refused: a command that did not read the env would
// refuse them too. The kit sends each refused call at a limit again with one todo fewer (a probe): accepted, so the
// limit is read, and the comparison is the one mistake, whatever the words (reviews found it told as the env not
// read, then as a rule of its own).
import { createTodoCommandFrom, itemProblems, limitsFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

function validate(input, limits) {
  if (input === null || typeof input !== 'object' || !Array.isArray(input.todos)) return [['todos', 'Expected an array']];
  const problems = input.todos.flatMap((item, i) => itemProblems(item, i, limits));
  if (input.todos.length >= limits.maxItems) problems.push(['todos', 'Over the limit']); // the mistake: >=
  return problems;
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate, limitsFrom } });
