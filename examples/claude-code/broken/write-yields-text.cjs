// Breaks CC-WRITE.1 (TodoWrite's call yields { oldTodos, newTodos }): the call yields the text the model reads
// instead, as one public Claude Code clone does. Storage is right; the scenarios that read the call's data say that
// the lists are missing from it, whatever rule each one is about.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ writeData: (oldTodos, newTodos) => `Updated ${newTodos.length} todo(s)` });
