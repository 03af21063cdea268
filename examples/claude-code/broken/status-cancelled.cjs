// Breaks CC-IN.4 (status is one of three): a fourth status, "cancelled", in the schema and in validateInput, as a
// public port of Claude Code's todo tool adds it (later Claude Code versions dropped the tool, not the rule). A
// todo marked cancelled is accepted by both; the analysis has pending, in_progress and completed, and nothing else.
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');
const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'];
module.exports = build({
  todoProblem: (todo) => defaults.todoProblem(todo && todo.status === 'cancelled' ? { ...todo, status: 'completed' } : todo),
  itemSchema: { ...defaults.itemSchema, properties: { ...defaults.itemSchema.properties, status: { type: 'string', enum: STATUSES } } },
});
