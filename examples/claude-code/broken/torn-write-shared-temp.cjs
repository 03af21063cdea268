// Breaks CC-CONC.1 (atomic writes), as a TypeScript learner did after the torn-write hint: a temporary file, then a
// rename, but one temporary name for every write (list.json.tmp). Writes issued at once fill that one file together,
// and a rename moves whatever it holds then: a torn list. The hint names the shared name.
'use strict';
const fsp = require('node:fs/promises');
const { build } = require('../correct/section-15.cjs');

module.exports = build({
  async writeTodos(todos, file, parts) {
    try {
      await fsp.writeFile(`${file}.tmp`, parts.serialize(todos), 'utf-8');
      await fsp.rename(`${file}.tmp`, file);
    } catch (error) {
      console.error(error.message);
    }
  },
});
