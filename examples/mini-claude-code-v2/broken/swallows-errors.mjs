// BROKEN on purpose (one rule, as a learner breaks it): executeTool catches update's error, then answers the list as
// it is: a try whose finally returns render(). The model reads its unchanged list, never why the write was refused.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { executeToolAnswering, makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  executeTool: executeToolAnswering((_error, agent) => agent.todo.render()), // the error is dropped, the list answered as it is
});
