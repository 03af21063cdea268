// BROKEN on purpose (one rule): TodoWrite's definition has input_schema: null (a schema left to be filled in). One
// cause wherever a scenario needs the schema, as for a definition without one, not a schema "not valid" in each of
// them. Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  tools: standardParts.tools.map((tool) => (tool.name === 'TodoWrite' ? { ...tool, input_schema: null } : tool)),
});
