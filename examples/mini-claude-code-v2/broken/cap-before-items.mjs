// BROKEN on purpose (one rule, as a learner breaks it): The cap is checked before the items, so 21 items with a faulty one report the cap instead of the item.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean(item, i, items) {
    if (i === 0 && items.length > 20) throw new Error('Max 20 todos allowed'); // before item 0 is even read
    return standardParts.clean(item);
  },
});
