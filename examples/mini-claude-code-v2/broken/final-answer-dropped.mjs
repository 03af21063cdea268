// BROKEN on purpose (one rule, as a learner breaks it): the loop returns when the model stops calling tools, but
// drops that last response: the conversation ends on the tool results, and the model's final answer is lost.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  finish() {}, // the mistake: the final response is not pushed onto messages
});
