// Broken on purpose under --strict: every heading carries the stamp of the file's name (the session's first write),
// not the time of its own write. Design 10 writes both with one placeholder and says of neither which moment it
// is: the default run passes it, and only --strict, which reads a heading's time as its write's, fails it.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs, whose log asks now() only to write.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  let firstWrite;
  return createCorrectTool({ ...options, now: () => (firstWrite ??= options.now()) }); // the mistake: one time a session
}
