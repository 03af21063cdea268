// Broken: only -h is recognised; --help falls through to JSON.parse and answers "Invalid JSON format".
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const isHelp = (args) => args[0] === '-h'; // the mistake: --help forgotten

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { isHelp } });
