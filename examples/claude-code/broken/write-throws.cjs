// Breaks CC-STORE.8 (a write that fails is logged, not thrown): the learner writes the file with no catch, so the
// exception of a write that fails (here a folder in the file's place) reaches the caller. The read before it is
// caught as it should be: the advice is about the write, not the read, though both meet the same folder (EISDIR).
'use strict';
const fs = require('node:fs');
const { build } = require('../correct/section-15.cjs');
module.exports = build({
  writeTodos: (todos, file, parts) => fs.writeFileSync(file, parts.serialize(todos), { encoding: 'utf-8', flush: true }),
});
