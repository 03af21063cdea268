// BROKEN on purpose (one rule, as a learner breaks it): The cap lets 21 items through: the learner wrote `> 21`, reading 'max 20' as 'up to 21 refused'.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  limits(validated, inProgressCount, manager) {
    if (validated.length > 21) throw new Error('Max 20 todos allowed');
    if (inProgressCount > 1) throw new Error('Only one task can be in_progress at a time');
    manager.items = validated;
  },
});
