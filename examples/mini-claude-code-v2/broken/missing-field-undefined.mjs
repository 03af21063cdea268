// BROKEN on purpose (one rule, as a learner breaks it): String(item.content) without a default, so a missing content
// (or activeForm) becomes the text "undefined", which is not empty, and the item is accepted. The document reads a
// missing field as "" (item.get("content", "")), and "" is refused.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean: (item) => ({
    content: String(item.content).trim(),
    status: String(item.status ?? 'pending').toLowerCase(),
    activeForm: String(item.activeForm).trim(),
  }),
});
