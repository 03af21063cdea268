// BROKEN on purpose (one rule): executeTool calls update but does not return what update returns, so a TodoWrite
// answers nothing where the document's answers the rendered list. update itself is right: the kit asks it alone (a
// probe) before it says whose the mistake is. One cause, executeTool's, wherever a scenario meets it (a review found
// it told as update returning nothing). Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  executeTool(agent, name, input) {
    if (name !== 'TodoWrite') return `Unknown tool: ${name}`;
    try {
      agent.todo.update(input.items); // the mistake: no return
    } catch (error) {
      return `Error: ${error.message}`;
    }
  },
});
