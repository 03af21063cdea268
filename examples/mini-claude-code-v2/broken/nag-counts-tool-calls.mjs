// BROKEN on purpose (one rule; an adversarial review found the kit let it pass): the nag's counter goes up once per tool call without TodoWrite, where the document counts rounds (a round of two calls adds one).
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  runTools(agent, toolUses) {
    const r = standardParts.runTools(agent, toolUses);
    // one more per tool call without TodoWrite (the loop adds the last one)
    if (!r.usedTodo) agent.roundsWithoutTodo += toolUses.length - 1;
    return r;
  },
});
