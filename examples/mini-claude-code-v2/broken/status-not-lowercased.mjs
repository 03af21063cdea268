// BROKEN on purpose (one rule, as a learner breaks it): The status is not lower-cased before the check: "PENDING" is refused, and messages quote the status as sent.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean(item) {
    return { ...standardParts.clean(item), status: String(item.status ?? 'pending') }; // no .lower()
  },
});
