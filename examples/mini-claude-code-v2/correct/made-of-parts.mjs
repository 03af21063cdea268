// The correct agent built from lib/todo-agent-parts.mjs with no part changed: the kit must judge it as it judges
// todo-agent.mjs, which proves that the parts the broken samples start from are the correct ones.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export { INITIAL_REMINDER, NAG_REMINDER } from '../lib/todo-agent-parts.mjs';
export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent();
