// Breaks CC-STORE.7 (a file that is JSON but not a valid list reads as []): the learner returns what JSON.parse gave,
// unchecked. One cause, whether the file holds an object, null, or a list with a todo the schema refuses.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ parseList: (data) => data });
