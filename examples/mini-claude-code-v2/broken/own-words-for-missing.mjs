// BROKEN on purpose (one rule, as a learner breaks it): update refuses a missing or empty field in words of its own
// ("Todo content cannot be empty", as one public port does), where the document says "Item 1: content required".
// The field is refused: the message is what to fix, and no hint may say the missing field was read as text.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  check(todo, i) {
    if (!todo.content) throw new Error('Todo content cannot be empty');
    if (!['pending', 'in_progress', 'completed'].includes(todo.status)) return standardParts.check(todo, i); // the document's status message
    if (!todo.activeForm) throw new Error('Todo activeForm cannot be empty');
  },
});
