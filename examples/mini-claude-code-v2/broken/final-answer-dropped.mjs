// BROKEN on purpose (one mistake, as a learner makes it): the loop returns when the model stops calling tools, but
// drops that last response: the model's final answer is lost (MCC-LOOP.2), and a conversation of tool rounds ends
// on the tool results, one message short (MCC-LOOP.3).
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  finish() {}, // the mistake: the final response is not pushed onto messages
});
