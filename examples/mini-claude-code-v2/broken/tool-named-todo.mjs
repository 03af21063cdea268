// BROKEN on purpose (as a lesson of the series names it): the tool is called "todo", in TOOLS and in executeTool, so
// a call of TodoWrite is answered "Unknown tool: TodoWrite". The document's tool is TodoWrite. One cause wherever a
// scenario meets it (TOOLS, a request's tools, executeTool's answer, a round's tool_result), never a render, an input
// key or a message of its own. Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  tools: standardParts.tools.map((tool) => (tool.name === 'TodoWrite' ? { ...tool, name: 'todo' } : tool)),
  executeTool(agent, name, input) {
    return name === 'todo' ? standardParts.executeTool(agent, 'TodoWrite', input) : `Unknown tool: ${name}`;
  },
  runTools(agent, toolUses) {
    const { results } = standardParts.runTools(agent, toolUses);
    return { results, usedTodo: toolUses.some((tc) => tc.name === 'todo') };
  },
});
