// BROKEN on purpose (one rule): executeTool catches update's refusal and logs it, but returns nothing, so the model
// reads no error. One cause, whether a scenario meets it through executeTool or the agent loop's tool_result (a review
// found two). Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  executeTool(agent, name, input) {
    if (name !== 'TodoWrite') return `Unknown tool: ${name}`;
    try {
      return agent.todo.update(input.items);
    } catch (error) {
      console.error(error.message); // the mistake: logged, not returned
    }
  },
});
