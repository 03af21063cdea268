// BROKEN on purpose (one rule, as a learner breaks it): Two items in progress are accepted: the single-focus check was written `> 2`.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  limits(validated, inProgressCount, manager) {
    if (validated.length > 20) throw new Error('Max 20 todos allowed');
    if (inProgressCount > 2) throw new Error('Only one task can be in_progress at a time');
    manager.items = validated;
  },
});
