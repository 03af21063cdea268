// BROKEN on purpose (one rule, as a public port has it): the cap refused in words of its own ("Todo list is limited to
// 20 items in the demo", where the document says "Max 20 todos allowed"), and executeTool answers update's message
// bare, with no "Error: " (which the document's answer has, and which the kit lets be left out). One cause, the words:
// executeTool's scenario was a second cause with no hint, since only a message after a prefix was known as update's.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { executeToolAnswering, makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  limits(validated, inProgressCount, manager) {
    if (validated.length > 20) throw new Error('Todo list is limited to 20 items in the demo'); // the mistake
    if (inProgressCount > 1) throw new Error('Only one task can be in_progress at a time');
    manager.items = validated;
  },
  executeTool: executeToolAnswering((error) => error.message),
});
