// Broken on purpose: the schema lists a parameter of its own at the top (mode) and in each todo (priority), which
// design 3.2 does not have: the model is told it may send them, and a todo's priority gets past
// additionalProperties: false.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const definition = structuredClone(tool.definition);
  definition.parameters.properties.mode = { type: 'string', enum: ['replace', 'merge'] }; // the mistake
  definition.parameters.properties.todos.items.properties.priority = { type: 'string', enum: ['high', 'low'] }; // and here
  return { ...tool, definition };
}
