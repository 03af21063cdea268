// BROKEN on purpose (one rule, as a learner breaks it): executeTool lets update's error escape: the model never reads the message, and the agent loop dies on the model's first mistake.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  executeTool(agent, name, input) {
    if (name === 'TodoWrite') return agent.todo.update(input.items); // no try: update's error escapes
    return `Unknown tool: ${name}`;
  },
});
