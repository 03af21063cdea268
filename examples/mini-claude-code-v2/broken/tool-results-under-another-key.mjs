// BROKEN on purpose (one rule): the loop puts each call's text under "output" instead of "content" in its
// tool_results, so the model reads none. update and executeTool are right: the kit asks executeTool alone (a probe)
// before it says whose the mistake is. One cause, the loop's, whichever call shows it (a review found three, each
// naming update or executeTool). Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  runTools(agent, toolUses) {
    const output = (tc) => agent.parts.executeTool(agent, tc.name, tc.input);
    const results = toolUses.map((tc) => ({ type: 'tool_result', tool_use_id: tc.id, output: output(tc) })); // the mistake
    return { results, usedTodo: toolUses.some((tc) => tc.name === 'TodoWrite') };
  },
});
