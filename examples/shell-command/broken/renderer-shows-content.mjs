// Broken: the renderer shows every task's content, also for the task in progress (which shows its activeForm).
import { createTodoCommandFrom, renderTodosWith } from '../lib/todo-parts.mjs';
export { identifyCommandType } from '../lib/todo-parts.mjs';

export const renderTodos = (items) => renderTodosWith(items, (item) => item.content); // the mistake: always content

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env });
