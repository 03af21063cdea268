// Broken on purpose: the log writes a completed todo as an unticked task-list item ("- [ ] 更新文档"), which says it
// is not done. Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  return createCorrectTool({ ...options, completedItem: (todo) => `- [ ] ${todo.content}` }); // the mistake
}
