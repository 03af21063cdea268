// BROKEN on purpose (one rule, as a learner breaks it): content and activeForm are not stripped: a blank content passes, and stored texts keep their spaces.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean(item) {
    const cleaned = standardParts.clean(item);
    return { ...cleaned, content: String(item.content ?? ''), activeForm: String(item.activeForm ?? '') }; // no .strip()
  },
});
