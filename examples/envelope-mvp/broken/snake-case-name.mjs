// Broken on purpose: the tool is exposed as `todo_write`, where design 3.1 names it TodoWrite. The failure says
// that, and only that: the description and the schema are right.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  return { ...tool, definition: { ...tool.definition, name: 'todo_write' } };
}
