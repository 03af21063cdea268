// BROKEN on purpose (against the kit's contract, not the document's): executeTool raises for a tool it does not
// know, where the kit's contract asks for any text (docs/profiles/mini-claude-code-v2.md). The document shows no body
// for execute_tool, so the answer is open; the kit makes its rounds without TodoWrite with a tool of its own,
// kit_probe, and the loop dies on it. Errored, not failed (the kit cannot judge those turns), one cause that says
// so. Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  executeTool(agent, name, input) {
    if (name !== 'TodoWrite') throw new Error('unsupported tool'); // the mistake (in words that do not name it)
    return standardParts.executeTool(agent, name, input);
  },
});
