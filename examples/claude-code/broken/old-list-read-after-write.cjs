// Breaks CC-WRITE.1 (oldTodos is the list the call replaced): the learner writes the new list first and reads the
// "old" one back afterwards, so oldTodos is always the new list. One cause wherever it shows: a fresh file, a file
// that cannot be read, a file with a list before.
'use strict';
const { build } = require('../correct/section-15.cjs');
const correct = build();
module.exports = {
  ...correct,
  createTodoTools(options) {
    const tools = correct.createTodoTools(options);
    const { TodoRead } = tools;
    const TodoWrite = {
      ...tools.TodoWrite,
      async *call({ todos }, context) {
        for await (const _ of tools.TodoWrite.call({ todos }, context)); // the write
        let oldTodos = [];
        for await (const event of TodoRead.call({}, context)) oldTodos = event.data; // the mistake: read after it
        yield { type: 'result', data: { oldTodos, newTodos: todos } };
      },
    };
    return { TodoWrite, TodoRead };
  },
};
