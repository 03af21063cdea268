// A correct TodoWrite command made of the parts in ../lib/todo-parts.mjs: passes the default and the strict run.
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env });
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';
