// BROKEN on purpose (as a public TypeScript port names it): the tool is called "todoWrite", in TOOLS and in
// executeTool, which raises "Unknown command: TodoWrite" for any other name (the loop answers the model what it
// raised). The document's tool is TodoWrite. The kit knows this answer by the name it quotes and the TOOLS without
// that name, not by its words: one cause wherever a scenario meets it, never a message, a render or the nag's count.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { makeTodoAgent, standardParts } from '../lib/todo-agent-parts.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  tools: standardParts.tools.map((tool) => (tool.name === 'TodoWrite' ? { ...tool, name: 'todoWrite' } : tool)),
  executeTool(agent, name, input) {
    if (name !== 'todoWrite') throw new Error(`Unknown command: ${name}`);
    return standardParts.executeTool(agent, 'TodoWrite', input);
  },
  runTools(agent, toolUses) {
    const results = toolUses.map((tc) => {
      let content;
      try {
        content = agent.parts.executeTool(agent, tc.name, tc.input);
      } catch (error) {
        content = `Error: ${error.message}`;
      }
      return { type: 'tool_result', tool_use_id: tc.id, content };
    });
    return { results, usedTodo: toolUses.some((tc) => tc.name === 'todoWrite') };
  },
});
