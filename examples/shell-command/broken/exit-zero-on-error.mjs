// Broken: the error goes to stderr, but the command still exits 0, so the model thinks it worked.
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const fail = (...lines) => ({ stdout: '', stderr: lines.join('\n'), exitCode: 0 }); // the mistake: 0

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { fail } });
