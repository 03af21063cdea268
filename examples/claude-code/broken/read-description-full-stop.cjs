// Breaks CC-TOOL.7 (TodoRead's description word for word): the learner added a final full stop to ya0.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ readDescription: 'Read the current todo list for the session.' });
