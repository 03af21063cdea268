// Broken: the validation lines join zod's path with dots, "todos.1.status", where the design writes "todos[1].status".
import { createTodoCommandFrom, validate as validateRight } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

// the mistake: issue.path.join('.')
const validate = (input, limits) => validateRight(input, limits).map(([path, message]) => [path.replace(/\[(\d+)\]/g, '.$1'), message]);

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { validate } });
