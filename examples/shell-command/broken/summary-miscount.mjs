// Broken: "pending" is counted as everything not completed, so the task in progress is counted twice.
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

function buildSummary(todos) {
  const completed = todos.filter((t) => t.status === 'completed').length;
  const inProgress = todos.filter((t) => t.status === 'in_progress').length;
  const pending = todos.length - completed; // the mistake: in_progress counted as pending too
  return `Todo list updated: ${completed} completed, ${inProgress} in_progress, ${pending} pending`;
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { buildSummary } });
