// Broken: "only whitespace" is tested for ASCII whitespace alone (/^[ \t\r\n]*$/), so a content of full-width
// spaces (U+3000, which a Chinese keyboard types) or no-break spaces (U+00A0) is accepted. trim() removes both.
import { createTodoCommandFrom, itemProblems } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const ascii = (content) => typeof content === 'string' && /^[ \t\r\n]*$/.test(content);

function validate(input, limits) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [['(input)', 'Expected object']];
  if (!Array.isArray(input.todos)) return [['todos', 'Expected array']];
  const problems = input.todos.flatMap((item, i) => {
    // the mistake: only an ASCII blank counts as blank; any other content is checked as text
    const other = item && typeof item.content === 'string' && !ascii(item.content);
    return itemProblems(other ? { ...item, content: item.content.replace(/\s/g, 'x') } : item, i, limits);
  });
  if (input.todos.length > limits.maxItems) problems.push(['todos', `At most ${limits.maxItems} todos are allowed`]);
  return problems;
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate } });
