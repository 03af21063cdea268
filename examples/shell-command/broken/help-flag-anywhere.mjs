// Broken, as a public implementation had it: help is asked for when "-h" appears anywhere in the command line
// (`line.includes(' -h')`), so a todo that mentions "du -h" or "--help" prints the help and writes nothing.
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const isHelp = (args) => ` ${args.join(' ')}`.includes(' -h') || ` ${args.join(' ')}`.includes(' --help'); // the mistake

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { isHelp } });
