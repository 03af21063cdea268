// Breaks CC-STORE.1 (the list lives in <config>/todos/<session>-agent-<agent>.json): the files are written and read
// in the config folder itself, without the todos folder (as one public Claude Code clone does). Every list still
// reads back, so the scenarios about a broken file in the agent's place would pass without that file ever being
// read: their precondition, that lists are read from config/todos/, says why they do not.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ todosDir: (config) => config });
