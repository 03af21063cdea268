// BROKEN on purpose (one rule, as a port breaks it): the content is never checked, so an empty, blank or missing
// content is stored; the status and activeForm checks stay. The hint of the empty case must say the field is not
// checked, not that the text should be stripped first (it is stripped: "" stays "").
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  check(item, i) {
    standardParts.check({ ...item, content: item.content || '(none)' }, i); // the mistake: content never refused
  },
});
