// Broken on purpose: the schema's status enum leaves out `cancelled` (the statuses of other TodoWrite tools), while
// the tool itself still takes it. The failure names the one status missing from the set, not positions in a list.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const definition = structuredClone(tool.definition);
  definition.parameters.properties.todos.items.properties.status.enum = ['pending', 'in_progress', 'completed'];
  return { ...tool, definition };
}
