// Broken on purpose (an adversarial review's): call yields { type: 'result', data } whose data is a Promise of the
// list, not the list: the agent loop hands data on as it is, to mapToolResultToToolResultBlockParam. The kit once
// awaited it unseen, and passed every scenario. Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const base = section15.build();
export const { sortTodos, renderTodos } = base;

export function createTodoTools(options) {
  const tools = base.createTodoTools(options);
  for (const tool of [tools.TodoWrite, tools.TodoRead]) {
    const asyncCall = tool.call.bind(tool);
    tool.call = async function* call(input, context) {
      // the mistake: the data not awaited; TodoRead's, a Promise that rejects too (the host once died of it, unhandled)
      const data = asyncCall(input, context)
        .next()
        .then(({ value }) => (tool === tools.TodoRead ? Promise.reject(new Error('not awaited')) : value.data));
      yield { type: 'result', data };
    };
  }
  return tools;
}
