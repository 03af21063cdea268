// BROKEN on purpose (one rule): TOOLS in OpenAI's function-tool format, and executeTool words its refusals
// "TodoWrite error: <the document's message>" (the words around the message are the program's to choose). One cause,
// the format: a review found the kit took the refusals, which name TodoWrite, for the tool unknown, since TOOLS had
// no definition named TodoWrite at its top level. Every other part is the correct agent's (lib/todo-agent-parts.mjs).
import { executeToolAnswering, makeTodoAgent } from '../lib/todo-agent-parts.mjs';
import { TOOLS as ANTHROPIC_TOOLS } from '../correct/todo-agent.mjs';

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({
  // the mistake: OpenAI's format
  tools: ANTHROPIC_TOOLS.map(({ name, description, input_schema }) => ({ type: 'function', function: { name, description, parameters: input_schema } })),
  executeTool: executeToolAnswering((error) => `TodoWrite error: ${error.message}`),
});
