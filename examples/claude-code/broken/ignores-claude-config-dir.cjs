// Breaks CC-STORE.2 (the config folder's origin): with no config folder passed, the learner goes straight to
// ~/.claude, never looking at CLAUDE_CONFIG_DIR. Everything else is the correct tools of section 15.
'use strict';
const os = require('node:os');
const path = require('node:path');
const { build } = require('../correct/section-15.cjs');

module.exports = build({ configDir: (explicit) => explicit ?? path.join(os.homedir(), '.claude') });
