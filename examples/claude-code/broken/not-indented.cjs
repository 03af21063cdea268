// Breaks CC-STORE.4 (the file is JSON indented by two spaces): JSON.stringify(todos) on one line. The list reads
// back fine, but a person can no longer read or diff the file.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ serialize: (todos) => JSON.stringify(todos) });
