// BROKEN on purpose (one rule, as a learner breaks it): The initial reminder is added to every new user message: the first-message flag was forgotten.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, INITIAL_REMINDER } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  remind(agent, messages) {
    const last = messages.findLast((m) => m.role === 'user'); // every call, the newest message: no first-message flag
    const text = typeof last.content === 'string' ? [{ type: 'text', text: last.content }] : last.content;
    last.content = [{ type: 'text', text: INITIAL_REMINDER }, ...text];
  },
});
