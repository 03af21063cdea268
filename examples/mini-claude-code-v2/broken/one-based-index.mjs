// BROKEN on purpose (one rule, as a learner breaks it): Item numbers count from 1, as a person would, where the document's enumerate() counts from 0.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  check(todo, i) {
    standardParts.check(todo, i + 1);
  },
});
