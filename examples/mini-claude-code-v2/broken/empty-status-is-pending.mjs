// BROKEN on purpose (one rule, as a public TodoManager breaks it): a missing status defaults to pending with ||, which
// takes an empty status for pending too; the document defaults only a missing one (.get("status", "pending")), and
// refuses "" ("Item 2: invalid status ''").
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean(item) {
    return { ...standardParts.clean(item), status: String(item.status || 'pending').toLowerCase() };
  },
});
