// Breaks CC-STORE.3 (the todos folder is made when missing): the learner never makes it, and the write's error is
// caught and logged as it should be, so every write fails silently. The scenarios that build on a write (a file
// kept, reads issued at once) must say the write created no file, not that a read found a torn one.
'use strict';
const path = require('node:path');
const { build } = require('../correct/section-15.cjs');
module.exports = build({ todosDir: (config) => path.join(config, 'todos') });
