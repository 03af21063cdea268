// BROKEN on purpose (one rule): the loop puts each call's text under "output" instead of "content", in a module that
// exports no executeTool (it is optional). The kit cannot ask executeTool alone, and there is nowhere else to lose the
// text: one cause, the loop's (a review found a second cause that blamed an executeTool the module does not export).
// Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

const agent = makeTodoAgent({
  runTools(agent, toolUses) {
    const output = (tc) => agent.parts.executeTool(agent, tc.name, tc.input);
    const results = toolUses.map((tc) => ({ type: 'tool_result', tool_use_id: tc.id, output: output(tc) })); // the mistake
    return { results, usedTodo: toolUses.some((tc) => tc.name === 'TodoWrite') };
  },
});

export const { createTodoManager, TOOLS, agentLoop } = agent;
