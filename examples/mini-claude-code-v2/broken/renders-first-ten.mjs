// BROKEN on purpose (one rule, as a learner breaks it): update() answers the plan of the first ten items only, counted
// so, where the document's answer is render() of the whole list.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  answer(manager) {
    const all = manager.items;
    manager.items = all.slice(0, 10); // "the model needs no more than ten"
    const text = manager.render();
    manager.items = all;
    return text;
  },
});
