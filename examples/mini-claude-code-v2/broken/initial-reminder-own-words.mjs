// BROKEN on purpose (one rule, as a public port that translates every string has it): the initial reminder is
// "<reminder>对于多步骤任务，请使用 TodoWrite。</reminder>" where the document's is "<reminder>Use TodoWrite for
// multi-step tasks.</reminder>". One cause, the reminder's words, wherever a scenario looks for it; not a flag that
// did not start over. Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

const OWN_REMINDER = '<reminder>对于多步骤任务，请使用 TodoWrite。</reminder>'; // the mistake

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  remind(agent, messages) {
    standardParts.remind(agent, messages);
    const first = messages.find((m) => m.role === 'user');
    for (const block of first.content) if (block.type === 'text' && block.text.startsWith('<reminder>Use TodoWrite')) block.text = OWN_REMINDER;
  },
});
