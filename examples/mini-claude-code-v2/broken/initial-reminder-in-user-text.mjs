// BROKEN on purpose (one rule): the document's initial reminder, in its exact words, is appended to the user's text
// block instead of being a text block of its own. Told as the block, not as a reminder in words of its own (a review
// found the kit said so once it learned to recognise reworded reminders). Every other part is the correct agent's
// (lib/todo-agent-parts.mjs).
import { makeTodoAgent, INITIAL_REMINDER } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  remind(agent, messages) {
    if (!agent.firstMessage) return;
    const first = messages.find((m) => m.role === 'user');
    const text = typeof first.content === 'string' ? first.content : first.content.map((b) => b.text).join('\n');
    first.content = [{ type: 'text', text: `${text}\n\n${INITIAL_REMINDER}` }]; // the mistake: one block for both
    agent.firstMessage = false;
  },
});
