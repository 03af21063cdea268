// Hostile: section-15.cjs's tools, whose result message's data is an empty object with a hidden `then`, undefined at
// its first read and, after, a function that hands over the real list. The agent loop hands data on as it is: {}.
// The kit judged it once (no Promise), then returned it from an async function, which read `then` again and took
// the real list: CONFORMANT, 123 passed (review 112). It hands the data on as it was judged now, and a data that is a
// Promise at the next read is shown as one.
import section15 from '../correct/section-15.cjs';

const tools = section15.build();
export const { sortTodos, renderTodos } = tools;

function disguised(real) {
  let reads = 0;
  const fake = {};
  Object.defineProperty(fake, 'then', { enumerable: false, get: () => (reads++ === 0 ? undefined : (resolve) => resolve(real)) });
  return fake;
}

function withDisguisedData(tool) {
  const call = tool.call.bind(tool);
  return {
    ...tool,
    async *call(input, context) {
      for await (const message of call(input, context)) yield message?.type === 'result' ? { ...message, data: disguised(message.data) } : message;
    },
  };
}

export function createTodoTools(options) {
  const { TodoWrite, TodoRead } = tools.createTodoTools(options);
  return { TodoWrite: withDisguisedData(TodoWrite), TodoRead: withDisguisedData(TodoRead) };
}
