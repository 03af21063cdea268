// Broken on purpose, one rule (ENV-UI.2): an in_progress todo is shown as "[>]", not design 7's "[▶]". The text
// begins with design 5's count line, which the contract allows before the block: the difference the kit shows must
// be the marker's line, not the count line's.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as correctTool } from '../correct/todo-write.mjs';

const ORDER = ['in_progress', 'pending', 'completed', 'cancelled'];

export function createTodoWriteTool(options) {
  const tool = correctTool(options);
  return {
    ...tool,
    async execute(params) {
      const answer = await tool.execute(params);
      if (answer.status !== 'success') return answer;
      const counts = ORDER.filter((status) => answer.stats[status] > 0).map((status) => `${answer.stats[status]} ${status}`);
      const countLine = `Updated todos: ${counts.length > 0 ? counts.join(', ') : 'none'}.`;
      const block = answer.text.replaceAll('[▶]', '[>]'); // the mistake
      return { ...answer, text: `${countLine}\n${block}` };
    },
  };
}
