// BROKEN on purpose (one rule, as a learner breaks it, as luoyjx/mini-loop does): content and activeForm longer than
// 2,000 characters are cut there and marked " [truncated]", where the document stores them whole.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

const MAX_FIELD = 2000;
const cut = (text) => (text.length > MAX_FIELD ? `${text.slice(0, MAX_FIELD)} [truncated]` : text);

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  clean(item) {
    const todo = standardParts.clean(item);
    return { ...todo, content: cut(todo.content), activeForm: cut(todo.activeForm) };
  },
});
