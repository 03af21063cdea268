// Breaks CC-READ.3 (compact JSON after the reminder): the learner pretty-printed the list for the model.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ listForModel: (todos) => JSON.stringify(todos, null, 2) });
