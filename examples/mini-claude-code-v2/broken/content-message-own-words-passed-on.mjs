// BROKEN on purpose (one rule, as a public port that translates every string has it): the content check words its
// refusal "第 {i} 项: 需要内容" where the document says "Item {i}: content required". executeTool passes what update
// raised on after a prefix of its own, "错误: " (the document's "Error: " translated, which the kit lets be): the
// answer carries update's words, so executeTool's scenarios and the agent loop's are the same one cause as update's,
// not one more per prefix. Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { executeToolAnswering, makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  check(item, i) {
    if (!item.content) throw new Error(`第 ${i} 项: 需要内容`); // the mistake
    standardParts.check(item, i);
  },
  executeTool: executeToolAnswering((error) => `错误: ${error.message}`),
});
