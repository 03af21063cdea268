// BROKEN on purpose (one rule, as a learner breaks it): The nag is sent as a user message of its own after the results, which breaks the API's alternation of roles.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, NAG_REMINDER } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  reply(agent, messages, results) {
    messages.push({ role: 'user', content: results });
    if (agent.roundsWithoutTodo > 10) messages.push({ role: 'user', content: [{ type: 'text', text: NAG_REMINDER }] });
  },
});
