// Breaks CC-STORE.8 (a write that fails is logged, not thrown), as ./write-throws.cjs does, in an atomic write: the
// temporary file is written, and its rename over the list file (here a folder) throws EISDIR with no catch around
// it. The read before it is caught as it should be: the advice is about the write.
'use strict';
const fs = require('node:fs');
const { build } = require('../correct/section-15.cjs');
module.exports = build({
  writeTodos(todos, file, parts) {
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, parts.serialize(todos), { encoding: 'utf-8', flush: true });
    fs.renameSync(temp, file);
  },
});
