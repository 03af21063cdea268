// Broken on purpose, one rule: CC-BLOCK.1, a tool_result carries the tool_use_id it was given. This port keeps
// the first id it is given and answers every later call of TodoWrite with it: the model's second call gets a
// result that names its first, and an API refuses the conversation. Everything else is
// examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

let firstId;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  const map = tools.TodoWrite.mapToolResultToToolResultBlockParam;
  tools.TodoWrite.mapToolResultToToolResultBlockParam = (data, toolUseId) => map(data, (firstId ??= toolUseId));
  return tools;
}
