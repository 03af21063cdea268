// Breaks CC-WRITE.2 and CC-READ.1 (a list is read back as it was written), as a public clone of Claude Code does:
// each todo is stored with createdAt and updatedAt stamps that the model never wrote, kept when the list is read
// back, and TodoRead sorts the list for the model. One mistake to the learner (the stored list is not the one
// written): the kit tells it as one cause, whichever of the two each scenario shows.
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');

const STAMP = '2026-01-01T00:00:00.000Z';
module.exports = build({
  readSorts: true,
  serialize: (todos) => JSON.stringify(todos.map((todo) => ({ ...todo, createdAt: STAMP, updatedAt: STAMP })), null, 2),
  parseList(data, parts) {
    defaults.parseList(data, parts); // the same checks; the stamps are kept
    return data;
  },
});
