// Breaks CC-STORE.6 (a file that is not JSON reads as []): the learner guarded the file system call but not the
// parse, so a half-written or hand-edited file makes TodoRead (and TodoWrite, which reads the old list) throw.
'use strict';
const fs = require('node:fs');
const { build } = require('../correct/section-15.cjs');
module.exports = build({
  readTodos(file, parts) {
    let text;
    try {
      text = fs.readFileSync(file, 'utf-8');
    } catch {
      return [];
    }
    const data = JSON.parse(text); // throws on a broken file
    try {
      return parts.parseList(data, parts);
    } catch {
      return [];
    }
  },
});
