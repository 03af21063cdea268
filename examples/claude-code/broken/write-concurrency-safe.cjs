// Breaks CC-TOOL.3: the learner declared TodoWrite safe to run concurrently, so an agent loop would run two writes
// at once.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ writeIsConcurrencySafe: true });
