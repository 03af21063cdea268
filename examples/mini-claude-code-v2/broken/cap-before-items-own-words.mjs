// BROKEN on purpose (as a public TypeScript port of the series writes it): the cap is checked before the items, and
// in words of its own ("Max 20 todos"). 21 items with a faulty one report the cap instead of the item: told as the
// checks' order, with the document's words for the cap, not as the item's message reworded nor as a field let through.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean(item, i, items) {
    if (i === 0 && items.length > 20) throw new Error('Max 20 todos'); // before item 0 is even read
    return standardParts.clean(item);
  },
});
