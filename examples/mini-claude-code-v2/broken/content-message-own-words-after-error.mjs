// BROKEN on purpose (one rule): the content check words its refusal "第 {i} 项: 需要内容" where the document says
// "Item {i}: content required", and executeTool passes it on after the document's "Error: ". One cause, update's
// wording, wherever it shows: a review found the kit took the message's first characters for part of "Error: "
// (not ASCII, they matched \W) and told executeTool's answer as a blank content let through.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { executeToolAnswering, makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  check(item, i) {
    if (!item.content) throw new Error(`第 ${i} 项: 需要内容`); // the mistake
    standardParts.check(item, i);
  },
  executeTool: executeToolAnswering((error) => `Error: ${error.message}`),
});
