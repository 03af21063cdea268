// Breaks CC-DISP.1 (completed first): the learner sorted in the order work flows, pending → in_progress →
// completed. The analysis's qa0 shows done work first.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ statusRank: { pending: 0, in_progress: 1, completed: 2 } });
