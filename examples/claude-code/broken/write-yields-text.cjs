// Breaks CC-WRITE.1 (TodoWrite's call yields { oldTodos, newTodos }): the call yields the text the model reads
// instead, as one public Claude Code clone does. Storage is right; the scenarios that read the call's data say that
// the lists are missing from it, whatever rule each one is about.
'use strict';
const { build } = require('../correct/section-15.cjs');
const tools = build();
module.exports = {
  ...tools,
  createTodoTools(options) {
    const { TodoWrite, TodoRead } = tools.createTodoTools(options);
    const call = TodoWrite.call;
    TodoWrite.call = async function* (input, context) {
      for await (const message of call.call(this, input, context)) {
        yield message.type === 'result' ? { type: 'result', data: `Updated ${message.data.newTodos.length} todo(s)` } : message;
      }
    };
    return { TodoWrite, TodoRead };
  },
};
