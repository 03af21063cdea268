// Broken on purpose, one rule, as an adversarial review found the kit let it pass: Renderer groups tasks by status (completed, in progress, pending) instead of list order.
import { createTodoCommandFrom, renderTodosWith } from '../lib/todo-parts.mjs';
export { identifyCommandType } from '../lib/todo-parts.mjs';
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env });
const ORDER = { completed: 0, in_progress: 1, pending: 2 };
export const renderTodos = (items) => renderTodosWith([...items].sort((a, b) => ORDER[a.status] - ORDER[b.status]));
