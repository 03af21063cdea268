// BROKEN on purpose (an adversarial review's): the nag goes into the round's assistant message, not into the user
// message that carries the round's results. One cause, the nag in another message, wherever a scenario looks for it
// (it was told as a user message of its own, with the alternation's hint, and as a second cause in MCC07-04).
// Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent, NAG_REMINDER } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  reply(agent, messages, results) {
    if (agent.roundsWithoutTodo > 10) {
      const assistant = messages[messages.length - 1];
      assistant.content = [...assistant.content, { type: 'text', text: NAG_REMINDER }]; // the mistake
    }
    messages.push({ role: 'user', content: results });
  },
});
