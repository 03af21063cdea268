// BROKEN on purpose (one rule; an adversarial review found the kit let it pass): the completed count counts distinct contents, so two completed items of one content count once.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  tally(items) {
    const completed = new Set(items.filter((t) => t.status === 'completed').map((t) => t.content)).size;
    return `\n(${completed}/${items.length} completed)`;
  },
});
