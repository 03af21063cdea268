// Breaks CC-WRITE.1 (TodoWrite's call yields { oldTodos, newTodos }): the call yields the new list alone, as
// sst/opencode's todowrite does (it has no list before the call to give). The calls-at-once scenario that reads
// oldTodos must say that oldTodos is missing, not that the file was torn.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ writeData: (oldTodos, newTodos) => ({ newTodos }) });
