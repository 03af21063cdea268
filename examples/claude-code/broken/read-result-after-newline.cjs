// Breaks CC-READ.3 (compact JSON right after the reminder), as ./read-result-pretty.cjs does, another way: the
// learner put the list on a line of its own, with a tab for each todo. One mistake: the scenarios that read the
// tool_result, each with other todos (or none), must be one cause.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ listForModel: (todos) => `\n${JSON.stringify(todos, null, '\t')}` });
