// Breaks CC-IN.3 (content at least 1 character, "Content cannot be empty"): the learner wrote z.string() without
// .min(1, …), so an empty content passes everywhere: schema, validateInput, and a file read back.
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');
module.exports = build({
  todoProblem: (todo) => defaults.todoProblem(todo && todo.content === '' ? { ...todo, content: '(empty)' } : todo),
  itemSchema: { ...defaults.itemSchema, properties: { ...defaults.itemSchema.properties, content: { type: 'string' } } },
});
