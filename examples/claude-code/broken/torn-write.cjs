// Breaks CC-CONC.1 (atomic writes): the learner "modernised" the store with fs.promises. writeFile opens the
// file with 'w', which empties it at once, and fills it a moment later; a read issued in between (another call
// of the same agent, sent at the same time) finds an empty or half-written file, reads it as [], and the next
// write's oldTodos is [] too. Sequential calls never notice.
'use strict';
const fsp = require('node:fs/promises');
const { build } = require('../correct/section-15.cjs');

module.exports = build({
  async readTodos(file, parts) {
    let text;
    try {
      text = await fsp.readFile(file, 'utf-8');
    } catch {
      return []; // missing
    }
    try {
      return parts.parseList(JSON.parse(text), parts);
    } catch (error) {
      console.error(error.message);
      return [];
    }
  },
  async writeTodos(todos, file, parts) {
    try {
      await fsp.writeFile(file, parts.serialize(todos), 'utf-8');
    } catch (error) {
      console.error(error);
    }
  },
});
