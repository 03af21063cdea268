// Does not load under the kit's module sandbox: as it loads, it looks for a settings file outside its package
// (Claude Code 1.0.0 looks for /etc/claude-code/managed-settings.json so). Under Node's permission model that look
// throws, where it would answer false; the kit says so, and how to guard it (../correct/looks-outside-caught.cjs),
// where it once said to move imports the module does not have (helper 109).
'use strict';
const fs = require('node:fs');

const managed = fs.existsSync('/etc/todo-kit-sample/managed-settings.json'); // throws in the sandbox
module.exports = { ...require('../correct/section-15.cjs'), managed };
