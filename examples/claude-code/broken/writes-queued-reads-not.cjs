// Breaks CC-CONC.1 (atomic writes), more subtly than torn-write.cjs, whose store it keeps: the learner queued the
// writes, so two of them never overlap, but each is still an asynchronous writeFile in place (empty the file, then
// fill it), and the reads do not wait in the queue. A read that lands between the emptying and the filling finds an
// empty or half-written file and reads it as []. Queue the reads too, or replace the file in one step (a temporary
// file renamed over it).
'use strict';
const { build } = require('../correct/section-15.cjs');
const { asyncInPlace } = require('./torn-write.cjs');

const queues = new Map(); // file → the last write queued for it

module.exports = build({
  readTodos: asyncInPlace.readTodos,
  writeTodos(todos, file, parts) {
    const write = (queues.get(file) ?? Promise.resolve()).then(() => asyncInPlace.writeTodos(todos, file, parts));
    queues.set(file, write);
    return write;
  },
});
