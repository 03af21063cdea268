// Broken: the renderer draws a list under a "Tasks" heading, as a public implementation does, where the design draws
// a box (┌─ Tasks ─…┐, a │ line per item, └─…┘). One mistake, one cause, whichever check meets it first (the box's
// title, or its lines).
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { identifyCommandType } from '../lib/todo-parts.mjs';

const ICONS = { completed: '✓', in_progress: '●', pending: '○' };

export const renderTodos = (items) =>
  ['▌ Tasks', ...items.map((item) => `▌  ${ICONS[item.status]} ${item.status === 'in_progress' ? item.activeForm : item.content}`)].join('\n');

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env });
