// Broken: a successful call (a write, help) answers stderr: null, where the design's handler answers { stdout: summary,
// stderr: '', exitCode: 0 }. Refusals keep their text. One cause, whichever success shows it.
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

export function createTodoCommand({ env }) {
  const command = createTodoCommandFrom({ env });
  const execute = async (args) => {
    const result = await command.execute(args);
    return result.exitCode === 0 ? { ...result, stderr: null } : result; // the mistake: every success, help too
  };
  return { execute, store: command.store };
}
