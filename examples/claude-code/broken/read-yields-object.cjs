// Breaks CC-READ.1 (TodoRead's call yields the stored list itself): the call yields an object around it, as a port
// to another framework's tool result ({ output, metadata }) does. The calls-at-once scenario that reads must say
// that the data is no list, not that the file was torn.
'use strict';
const { build } = require('../correct/section-15.cjs');
const tools = build();
module.exports = {
  ...tools,
  createTodoTools(options) {
    const { TodoWrite, TodoRead } = tools.createTodoTools(options);
    const call = TodoRead.call;
    TodoRead.call = async function* (input, context) {
      for await (const message of call.call(this, input, context)) {
        yield message.type === 'result' ? { type: 'result', data: { output: JSON.stringify(message.data), metadata: { todos: message.data } } } : message;
      }
    };
    return { TodoWrite, TodoRead };
  },
};
