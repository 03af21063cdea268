// Broken on purpose, two mistakes at once: the log is stamped with the machine's clock, read once as the module
// loads (as broken/ignores-the-clock), and the block counter lives at module level (as
// broken/module-level-block-counter), so a heading's number carries over from earlier sessions. Each is its own
// cause, with its own hint: the clock's does not explain a heading's number.
// A wrapper of examples/envelope-mvp/correct/todo-write.mjs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTodoWriteTool as correct } from '../correct/todo-write.mjs';

const LOADED = new Date();
const counter = { blocks: 0 }; // one counter for the whole module

export function createTodoWriteTool(options) {
  mkdirSync(join(options.workdir, 'memory', 'todos'), { recursive: true });
  return correct({ ...options, now: () => LOADED, counter });
}
