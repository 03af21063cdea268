// BROKEN on purpose (as a public port writes it): every item message says "Task {i}: …" where the document says
// "Item {i}: …". One change in three messages (content, status, activeForm): one cause, with one advice, whether
// update raised the message or executeTool answered it. Every other part is the correct agent's (lib/).
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  check(item, i) {
    try {
      standardParts.check(item, i);
    } catch (error) {
      throw new Error(error.message.replace(/^Item /, 'Task '));
    }
  },
});
