// Breaks CC-STORE.6 / CC-STORE.7 (a bad file is left on disk as it was): the learner "repairs" a file that cannot
// be read by writing [] over it, destroying what may be the user's only copy of the list.
'use strict';
const fs = require('node:fs');
const { build } = require('../correct/section-15.cjs');
module.exports = build({
  readTodos(file, parts) {
    let text;
    try {
      text = fs.readFileSync(file, 'utf-8');
    } catch {
      return []; // missing, or not a file
    }
    try {
      return parts.parseList(JSON.parse(text), parts);
    } catch {
      fs.writeFileSync(file, '[]'); // "self-healing"
      return [];
    }
  },
});
