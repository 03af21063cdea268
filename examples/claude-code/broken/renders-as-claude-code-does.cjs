// Breaks CC-DISP.3 and CC-DISP.5 the way a copy of Claude Code's own bundle does: the empty list inside the tool
// result's frame ("  ⎿  (Todo list is empty)"), and checkboxes (☒ done, ☐ otherwise) where the analysis's JJ1
// comments give ✓, ⏳ and ⭕. The hints must say which: the frame is not the list's, and the icons are the analysis's.
'use strict';
const correct = require('../correct/section-15.cjs');

const box = { completed: '☒', in_progress: '☐', pending: '☐' };
const renderTodos = (todos) =>
  todos.length === 0 ? '  ⎿  (Todo list is empty)' : correct.sortTodos(todos).map((t) => `${box[t.status]} ${t.content}`).join('\n');

module.exports = { ...correct, renderTodos };
