// BROKEN on purpose (as two public ports break it): update refuses a list over the cap and a second item in progress
// in words of its own ("Max 20 todos", "Only one in_progress allowed"), where the document says "Max 20 todos allowed"
// and "Only one task can be in_progress at a time". Two messages to fix: two causes, each one whether update raised
// it or executeTool answered it. Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  limits(validated, inProgressCount, manager) {
    if (validated.length > 20) throw new Error('Max 20 todos');
    if (inProgressCount > 1) throw new Error('Only one in_progress allowed');
    manager.items = validated;
  },
});
