// Broken on purpose, one mistake: CC-BLOCK.1, a tool_result carries the tool_use_id it was given. This port writes
// ids in lower case, as it does its own keys, so a result names an id the API never issued ("toolu_01a09q…" for
// "toolu_01A09q…"), and the API refuses the conversation. Every scenario that reads a whole tool_result sees it.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  for (const tool of [tools.TodoWrite, tools.TodoRead]) {
    const map = tool.mapToolResultToToolResultBlockParam;
    tool.mapToolResultToToolResultBlockParam = (data, toolUseId) => map.call(tool, data, String(toolUseId).toLowerCase());
  }
  return tools;
}
