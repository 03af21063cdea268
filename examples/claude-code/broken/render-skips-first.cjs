// Breaks CC-DISP.4 (every todo is drawn, sorted): the learner's loop over the sorted list starts at 1, so the first
// todo is never drawn. One cause, whichever check meets it: the order of the lines, or the icon of the missing one.
'use strict';
const correct = require('../correct/section-15.cjs');

module.exports = {
  ...correct,
  renderTodos(todos) {
    const sortedTodos = correct.sortTodos(todos);
    return correct.renderTodos(sortedTodos.slice(1)); // the mistake: for (let i = 1; …)
  },
};
