// BROKEN on purpose (one rule, as a learner breaks it): TOOLS in OpenAI's function-tool format, the name and the
// schema one level down, where the document (Anthropic's API) has name, description and input_schema at the top.
// Every other part is the correct agent's (lib/todo-agent-parts.mjs), made afresh each time the kit loads this file.
import { makeTodoAgent } from '../lib/todo-agent-parts.mjs';
import { TOOLS as ANTHROPIC_TOOLS } from '../correct/todo-agent.mjs';

const tools = ANTHROPIC_TOOLS.map(({ name, description, input_schema }) => ({ type: 'function', function: { name, description, parameters: input_schema } }));

export const { createTodoManager, TOOLS, executeTool, agentLoop } = makeTodoAgent({ tools });
