// Broken on purpose: only the first call of a session that finishes the task writes a block; a later task of the
// same session, or the same list sent again, writes none. Design 10 appends a block after every such call
// (追加写入新的任务块). One cause, whether a scenario counts the blocks or reads their headings.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  let logged = false;
  const logs = () => !logged && (logged = true); // the mistake: once a session
  return createCorrectTool({ ...options, logs });
}
