// Broken on purpose: the log is stamped with the machine's clock, read once as the module loads (new Date()), not
// with the clock now() given to createTodoWriteTool: its file name and its blocks' headings tell the real time
// instead of the session's, and every session names the same file. Its session makes memory/todos/ as it starts.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

const LOADED = new Date();

export function createTodoWriteTool(options) {
  mkdirSync(join(options.workdir, 'memory', 'todos'), { recursive: true });
  return createCorrectTool({ ...options, now: () => LOADED });
}
