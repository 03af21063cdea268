// Correct: the session makes its log's folder, memory/todos/, as it starts (as HelloAgents' TodoWriteTool does in
// its constructor), before any completed task: the document says where the log goes, not when its folder is made.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTodoWriteTool as createCorrectTool } from './todo-write.mjs';

export function createTodoWriteTool(options) {
  mkdirSync(join(options.workdir, 'memory', 'todos'), { recursive: true });
  return createCorrectTool(options);
}
