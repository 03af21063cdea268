// BROKEN on purpose (as a later lesson of the series shapes its items, { id, text, status }): every item must have a
// "text", counted from 1, where the document's items are { content, status, activeForm }, counted from 0. Every
// refusal names a field the document's items do not have: one cause, said so, not a message "in other words".
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean(item, i) {
    if (!String(item.text ?? '').trim()) throw new Error(`Item ${i + 1}: text required`);
    return standardParts.clean(item);
  },
});
