// Breaks CC-IN.8 (a todo item is a plain object): the learner made the items strict too, so a todo
// with a key the analysis does not name (an activeForm from another TodoWrite version) is refused.
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');
const KNOWN = ['content', 'status', 'priority', 'id'];
module.exports = build({
  todoProblem: (todo) => {
    const extra = todo && typeof todo === 'object' ? Object.keys(todo).filter((k) => !KNOWN.includes(k)) : [];
    return extra.length > 0 ? `unrecognized key(s): ${extra.join(', ')}` : defaults.todoProblem(todo);
  },
  itemSchema: { ...defaults.itemSchema, additionalProperties: false },
});
