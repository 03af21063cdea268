// Breaks CC-READ.1 (TodoRead gives the list as stored): the learner sorted the list for the model too. The
// analysis sorts only what the user sees; the model gets the file's order.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ readSorts: true });
