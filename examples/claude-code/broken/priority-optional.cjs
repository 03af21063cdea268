// Breaks CC-IN.5 (priority required): the learner made priority optional (ZL6.optional()), thinking a todo
// without one is simply "medium". A todo without priority is accepted, by the schema, by validateInput, and when
// the list is read back from a file.
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');
module.exports = build({
  todoProblem: (todo) => defaults.todoProblem(todo && todo.priority === undefined ? { ...todo, priority: 'medium' } : todo),
  itemSchema: { ...defaults.itemSchema, required: ['content', 'status', 'id'] },
});
