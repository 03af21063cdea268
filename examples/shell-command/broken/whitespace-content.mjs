// Broken: content is checked for "non-empty" only, so "   " passes. The design also forbids only whitespace.
import { createTodoCommandFrom, itemProblems } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

function validate(input, limits) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [['(input)', 'Expected object']];
  if (!Array.isArray(input.todos)) return [['todos', 'Expected array']];
  const problems = input.todos.flatMap((item, i) => {
    // the mistake: a blank content is turned into "x" for the check, so only "" is caught
    const blank = item && typeof item.content === 'string' && item.content !== '' && item.content.trim() === '';
    return itemProblems(blank ? { ...item, content: 'x' } : item, i, limits);
  });
  if (input.todos.length > limits.maxItems) problems.push(['todos', 'Too many todos']);
  return problems;
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate } });
