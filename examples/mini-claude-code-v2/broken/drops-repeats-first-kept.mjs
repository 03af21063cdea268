// BROKEN on purpose (one rule, as a learner breaks it): update keeps the first item of each content and drops the
// others, where the document replaces the list with the items given. Its text then shows the first items only, as a
// render that draws too few would: the kit must still charge the list stored, not the render.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  limits(validated, n, manager) {
    standardParts.limits(validated, n, manager);
    const seen = new Set();
    manager.items = manager.items.filter((todo) => !seen.has(todo.content) && seen.add(todo.content));
  },
});
