// BROKEN on purpose (one rule, as a learner breaks it): update() stores the list but returns nothing, where the
// document's ends with `return self.render()`. The model's tool_result is then empty: it never sees its plan.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  answer() {},
});
