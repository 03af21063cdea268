// Broken on purpose, one rule: CC-DISP.2, todos equal in status and priority keep their order (the analysis sorts
// with A.sort(YJ1), and Array.prototype.sort is stable). This port breaks the tie by id, so todos the model listed
// in one order are shown in another. Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { statusRank, priorityRank } = section15.defaults;
const byStatusPriorityId = (a, b) =>
  statusRank[a.status] - statusRank[b.status] || priorityRank[a.priority] - priorityRank[b.priority] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const sortTodos = (todos) => [...todos].sort(byStatusPriorityId);
export const { renderTodos, createTodoTools } = section15;
