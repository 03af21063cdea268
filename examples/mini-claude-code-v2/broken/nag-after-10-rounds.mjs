// BROKEN on purpose (one rule, as a learner breaks it): The nag comes after 10 rounds without TodoWrite, where the document waits for more than 10.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, NAG_REMINDER } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  reply(agent, messages, results) {
    if (agent.roundsWithoutTodo >= 10) results.unshift({ type: 'text', text: NAG_REMINDER });
    messages.push({ role: 'user', content: results });
  },
});
