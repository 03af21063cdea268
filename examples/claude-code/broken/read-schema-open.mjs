// Broken on purpose, one rule: CC-SCHEMA.4, TodoRead's inputSchema is a strict empty object (FL6:
// strictObject({})). This port wrote it { type: 'object', properties: {} }, which lets a model send
// { "input": "" } or { "empty": true }, the very keys the tool's description asks it not to send.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  delete tools.TodoRead.inputSchema.additionalProperties;
  return tools;
}
