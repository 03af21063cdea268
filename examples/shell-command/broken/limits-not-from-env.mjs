// Broken: the limits are constants; TODO_MAX_ITEMS and TODO_MAX_CONTENT_LENGTH are never read.
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const MAX_ITEMS = 50;
const MAX_CONTENT_LENGTH = 200;
const limitsFrom = () => ({ maxItems: MAX_ITEMS, maxLength: MAX_CONTENT_LENGTH }); // the mistake: env ignored

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { limitsFrom } });
