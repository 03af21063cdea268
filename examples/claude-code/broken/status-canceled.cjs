// Breaks CC-IN.4 (status is one of three): a fourth status in its US spelling, "canceled", in the schema and in
// validateInput. An adversarial review found the rows that send "cancelled" let this spelling through; the analysis
// has pending, in_progress and completed, and nothing else. Everything else is ../correct/section-15.cjs.
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');
const STATUSES = ['pending', 'in_progress', 'completed', 'canceled'];
module.exports = build({
  todoProblem: (todo) => defaults.todoProblem(todo && todo.status === 'canceled' ? { ...todo, status: 'completed' } : todo),
  itemSchema: { ...defaults.itemSchema, properties: { ...defaults.itemSchema.properties, status: { type: 'string', enum: STATUSES } } },
});
