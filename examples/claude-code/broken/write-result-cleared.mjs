// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-WRITE.3: another sentence when the list was cleared
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build();
export const { sortTodos, renderTodos } = base;
export function createTodoTools(opts) {
  const tools = base.createTodoTools(opts);
  const map = tools.TodoWrite.mapToolResultToToolResultBlockParam;
  tools.TodoWrite.mapToolResultToToolResultBlockParam = (data, id) =>
    data && Array.isArray(data.newTodos) && data.newTodos.length === 0
      ? { tool_use_id: id, type: 'tool_result', content: 'Todo list cleared.' }
      : map(data, id);
  return tools;
}
