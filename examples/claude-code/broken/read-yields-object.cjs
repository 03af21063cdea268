// Breaks CC-READ.1 (TodoRead's call yields the stored list itself): the call yields an object around it, as a port
// to another framework's tool result ({ output, metadata }) does. The calls-at-once scenario that reads must say
// that the data is no list, not that the file was torn.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ readData: (todos) => ({ output: JSON.stringify(todos), metadata: { todos } }) });
