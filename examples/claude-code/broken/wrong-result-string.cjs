// Breaks CC-WRITE.3 (TodoWrite's fixed tool_result): the learner tidied the sentence with a final full stop.
// The model is tuned on the exact words; the analysis's sentence ends with "if applicable".
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');
module.exports = build({ writeResult: `${defaults.writeResult}.` });
