// Broken on purpose, one rule: CC-SCHEMA.4, TodoRead's inputSchema is a strict empty object (FL6:
// strictObject({})). This port gives TodoRead a required dummy field, { input: string }, the very key its own
// description tells the model not to send: the empty input the model is asked for is now invalid.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  Object.assign(tools.TodoRead.inputSchema, { properties: { input: { type: 'string' } }, required: ['input'] });
  return tools;
}
