// reads-module-memory.cjs's mistake (reads from a Map kept at module level, which a new process has empty), with the
// console.log a learner adds to find it: the scenario that restarts the process shows what both processes printed,
// and where the kit restarted it.
'use strict';
const { build } = require('../correct/section-15.cjs');
const { memoryStore } = require('./reads-module-memory.cjs');

module.exports = build({ makeStore: memoryStore(console.log) });
