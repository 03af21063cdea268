// BROKEN on purpose (one rule): executeTool answers a refused list with an object, { error: message }, where the
// model reads a text: the document's message must come back as the call's text. One cause, whether a scenario
// meets it through executeTool or in the agent loop's tool_result (a review found the loop's told as a rendered list
// missing). Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { executeToolAnswering, makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  executeTool: executeToolAnswering((error) => ({ error: error.message })), // the mistake: not a text
});
