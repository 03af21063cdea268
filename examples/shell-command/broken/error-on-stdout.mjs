// Broken: errors are printed on stdout (like console.log), with exit code 1 and stderr empty.
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const fail = (...lines) => ({ stdout: lines.join('\n'), stderr: '', exitCode: 1 }); // the mistake: stdout

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { fail } });
