// Correct, and loads under the kit's module sandbox: the look for a settings file outside its package, which the
// permission model refuses with an error, is caught and read as "no such file" (../usage-errors/looks-outside-at-load.cjs
// lets it throw). The tools are section-15.cjs's; only the scenarios of its files run (the sample is about loading).
'use strict';
const fs = require('node:fs');

function exists(file) {
  try {
    return fs.existsSync(file);
  } catch {
    return false; // refused (ERR_ACCESS_DENIED): as good as not there
  }
}

const managed = exists('/etc/todo-kit-sample/managed-settings.json');
module.exports = { ...require('./section-15.cjs'), managed };
