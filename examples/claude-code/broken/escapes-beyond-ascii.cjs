// Breaks CC-STORE.4 and CC-READ.3 (the list as JSON.stringify writes it): the learner's JSON writer escapes every
// character beyond ASCII ("Caf\u00e9"), as Python's json.dumps does by default, in the file and in the tool_result.
'use strict';
const { build } = require('../correct/section-15.cjs');
const asciiOnly = (json) => json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
module.exports = build({
  serialize: (todos) => asciiOnly(JSON.stringify(todos, null, 2)),
  listForModel: (todos) => asciiOnly(JSON.stringify(todos)),
});
