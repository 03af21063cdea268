// Broken on purpose, one rule: CC-TOOL.5, both tools are enabled (isEnabled: () => true). This port enables
// TodoRead only once the session has written a list, to spare the model a read of nothing: before the first
// write, isEnabled() says false, and an agent loop never offers the tool. Everything else is
// examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  let written = false;
  const call = tools.TodoWrite.call;
  tools.TodoWrite.call = async function* (input, context) {
    written = true;
    yield* call.call(this, input, context);
  };
  tools.TodoRead.isEnabled = () => written;
  return tools;
}
