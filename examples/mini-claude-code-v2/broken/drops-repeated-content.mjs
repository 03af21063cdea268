// BROKEN on purpose (one rule; an adversarial review found the kit let it pass): update keeps one item per content, where the document replaces the list with the items given, in their order.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  limits(validated, n, manager) {
    standardParts.limits(validated, n, manager);
    manager.items = [...new Map(manager.items.map((t) => [t.content, t])).values()];
  },
});
