// Breaks CC-READ.1 (TodoRead's call yields { type: "result", data }): the call yields the stored list itself, with
// no message around it, so the agent loop finds no result. The scenarios whose set-up reads a list the kit put on
// disk (where lists are read from) meet it first: they must give the yield's advice, not the file's place's.
'use strict';
const correct = require('../correct/section-15.cjs');
module.exports = {
  ...correct,
  createTodoTools(options) {
    const tools = correct.createTodoTools(options);
    const call = tools.TodoRead.call;
    tools.TodoRead.call = async function* (input, context) {
      for await (const message of call.call(this, input, context)) yield message.data;
    };
    return tools;
  },
};
