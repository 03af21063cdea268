// Does not load under the kit's module sandbox: as it loads, it reads a file outside its package as a Buffer
// (fs.readFileSync without an encoding). Node throws from the openSync under readFileSync, and the kit, which looked
// at that frame alone, told it to keep its imports inside its package (review 112); it names the read now.
'use strict';
const fs = require('node:fs');

const settings = fs.readFileSync('/etc/todo-kit-sample/settings.json'); // throws in the sandbox
module.exports = { ...require('../correct/section-15.cjs'), settings };
