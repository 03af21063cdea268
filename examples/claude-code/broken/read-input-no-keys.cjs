// Breaks CC-IN.9 (TodoRead's input is a strict empty object): the learner counted the input's keys, and an array
// or null has none, so both pass where strictObject({}) refuses anything that is not an object.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ readInputAccepted: (input) => Object.keys(input ?? {}).length === 0 });
