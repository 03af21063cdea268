// Correct, as a zod port writes it: a problem of the input as a whole has zod's empty path, so its line reads
// "- : Expected object, received array". The design allows it (each line is "- <path>: <message>", the path as zod
// gives it); the kit must not refuse it.
import { createTodoCommandFrom, validate } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const withRootPath = (input, limits) => validate(input, limits).map(([path, message]) => [path === '(input)' ? '' : path, message]);

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate: withRootPath } });
