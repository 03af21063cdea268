// A correct variant that takes, where the document leaves room, the reading the strict run does not (--strict holds
// the kit's interpretations): the default run passes it, and --strict fails that one (literal-readings-strict).
//   update(): content and activeForm are text; a number is no text, and the item is refused as one without
//   content. The document's str() turns 42 into "42", but that is Python's doing, not a rule it states.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

const text = (value) => (typeof value === 'string' ? value : '');

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean(item, i, items) {
    return { ...standardParts.clean(item, i, items), content: text(item.content).trim(), activeForm: text(item.activeForm).trim() };
  },
});
