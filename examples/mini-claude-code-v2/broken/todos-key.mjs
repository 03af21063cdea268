// BROKEN on purpose (one rule, as a learner breaks it): TodoWrite takes `todos` (as Claude Code's own tool and the PRD do), not the document's `items`.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

/** The document's tool with its list under `todos` instead of `items`. */
function renamed(tool) {
  const { items, ...rest } = tool.input_schema.properties;
  return { ...tool, input_schema: { ...tool.input_schema, properties: { ...rest, todos: items }, required: ['todos'] } };
}

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  tools: [renamed(standardParts.tools[0])],
  executeTool(agent, name, input) {
    return standardParts.executeTool(agent, name, { items: input.todos ?? [] });
  },
});
