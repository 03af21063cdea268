// Breaks CC-DISP.1 (completed first), as ./wrong-sort-order.cjs does, with another status order: the learner put the
// work in hand first (in_progress, then pending, then completed). One mistake: sortTodos's three scenarios and the
// rendering that sorts with it must be one cause, though each shows it with other todos.
'use strict';
const { build } = require('../correct/section-15.cjs');
module.exports = build({ statusRank: { in_progress: 0, pending: 1, completed: 2 } });
