// Broken: one USAGE constant for every error, so a missing parameter shows the long usage line of the JSON error.
import { createTodoCommandFrom, fail as failure, USAGE_LONG, USAGE_SHORT } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const fail = (...lines) => failure(...lines.map((line) => (line === USAGE_SHORT ? USAGE_LONG : line))); // the mistake

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { fail } });
