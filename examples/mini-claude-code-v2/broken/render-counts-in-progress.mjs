// BROKEN on purpose (one rule, as a learner breaks it): render() counts the item in progress as completed.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  tally(items) {
    const completed = items.filter((t) => t.status === 'completed' || t.status === 'in_progress').length;
    return `\n(${completed}/${items.length} completed)`;
  },
});
