// BROKEN on purpose (one rule, as a learner breaks it): update throws the document's words as a string, not an Error
// (`throw 'Max 20 todos allowed'`), as a TypeScript learner did: the words are right, and whatever reads the
// exception's .message (the document's execute_tool) gets undefined. Every other part is lib/todo-agent-parts.mjs.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  limits(validated, inProgressCount, manager) {
    if (validated.length > 20) throw 'Max 20 todos allowed';
    if (inProgressCount > 1) throw new Error('Only one task can be in_progress at a time');
    manager.items = validated;
  },
});
