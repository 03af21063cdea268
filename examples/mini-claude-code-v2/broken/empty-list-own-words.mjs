// BROKEN on purpose (one rule, as a public port that translates every string has it): an empty list renders
// "没有待办事项。" where the document's render() says "No todos.". One cause wherever it shows (render() of a new
// manager, update([]) that answers it), told as render()'s words, not as update([]) keeping the old list.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({ empty: '没有待办事项。' });
