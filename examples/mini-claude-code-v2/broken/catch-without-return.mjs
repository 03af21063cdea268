// BROKEN on purpose (one rule): executeTool catches update's refusal and logs it, but returns nothing, so the model
// reads no error. One cause, whether a scenario meets it through executeTool or the agent loop's tool_result (a review
// found two). Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { executeToolAnswering, makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  executeTool: executeToolAnswering((error) => {
    console.error(error.message); // the mistake: logged, not returned
  }),
});
