// Breaks CC-STORE.5 and CC-STORE.6 (a missing file, or one that is not JSON, reads as []): the learner reads the file
// with no check and no catch, so the exception of a missing or broken file reaches the caller. One cause, whether
// TodoRead met it or TodoWrite, which reads the old list first.
'use strict';
const fs = require('node:fs');
const { build } = require('../correct/section-15.cjs');
module.exports = build({
  readTodos: (file, parts) => parts.parseList(JSON.parse(fs.readFileSync(file, { encoding: 'utf-8' })), parts),
});
