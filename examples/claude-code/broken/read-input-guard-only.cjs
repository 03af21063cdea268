// Breaks CC-IN.9 (TodoRead's input is a strict empty object), as a second review had it: TodoRead.validateInput
// refuses a falsy input or a list (a guard), and any object whatever its keys. It refuses some things, so it is not
// told as refusing nothing: each scenario keeps the strict object's hint (the probe once said "refuses nothing").
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ readInputAccepted: (input) => !(!input || Array.isArray(input)) });
