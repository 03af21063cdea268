// Correct, and different from the analysis where the loop that calls a tool leaves room: each tool's call is a
// generator that is not async (`*call`, not `async *call`), which yields a Promise of its { type: 'result', data }
// message. The loop walks through what call yields with `for await`, which takes such a generator and awaits each
// Promise it yields. (A learner's, told once that its list was "{}".) Everything else is section-15.cjs.
import section15 from '../correct/section-15.cjs';

const base = section15.build();
export const { sortTodos, renderTodos } = base;

/** The tool with a call that is a plain generator, yielding the Promise of the async generator's one message. */
function withPlainGeneratorCall(tool) {
  const asyncCall = tool.call.bind(tool);
  return {
    ...tool,
    *call(input, context) {
      const messages = asyncCall(input, context);
      yield messages.next().then(({ value }) => value);
    },
  };
}

export function createTodoTools(options) {
  const { TodoWrite, TodoRead } = base.createTodoTools(options);
  return { TodoWrite: withPlainGeneratorCall(TodoWrite), TodoRead: withPlainGeneratorCall(TodoRead) };
}
