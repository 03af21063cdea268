// Breaks CC-WRITE.1 (TodoWrite's call yields { oldTodos, newTodos }): the call yields the new list alone, as
// sst/opencode's todowrite does (it has no list before the call to give). The calls-at-once scenario that reads
// oldTodos must say that oldTodos is missing, not that the file was torn.
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
        yield message.type === 'result' ? { type: 'result', data: { newTodos: message.data.newTodos } } : message;
      }
    };
    return { TodoWrite, TodoRead };
  },
};
