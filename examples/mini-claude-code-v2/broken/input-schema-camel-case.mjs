// BROKEN on purpose (one rule): TodoWrite's definition spells its schema inputSchema, where the Anthropic API reads
// input_schema (snake_case); the name is right. One cause wherever a scenario needs the schema (TOOLS, what it accepts,
// the requests' tools), said as the key's spelling: not a schema "not valid", nor a tool to rename. Every other part
// is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  tools: standardParts.tools.map(({ input_schema: inputSchema, ...tool }) => ({ ...tool, inputSchema })),
});
