// BROKEN on purpose (one rule, as a learner breaks it): The list is assigned once the items pass, before the cap and single-focus checks: a list refused for those still replaces the old one.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  limits(validated, inProgressCount, manager) {
    manager.items = validated; // stored before the checks of the whole list
    standardParts.limits(validated, inProgressCount, manager);
  },
});
