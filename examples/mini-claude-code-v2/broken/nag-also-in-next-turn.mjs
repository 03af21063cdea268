// BROKEN on purpose (one rule, as a learner breaks it): besides going first in the round's results, the nag is added
// again to the next message the user types when the count is still over 10. The document's loop puts it in a
// round's results only (results.insert(0, ...)); the user's next message carries their text.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, NAG_REMINDER, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  remind(agent, messages) {
    standardParts.remind(agent, messages);
    if (agent.roundsWithoutTodo <= 10) return;
    const last = messages[messages.length - 1];
    const text = typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
    last.content = [{ type: 'text', text: NAG_REMINDER }, ...text];
  },
});
