// Broken: a successful call answers stderr: null, where the design's handler answers { stdout: summary, stderr: '',
// exitCode: 0 }. Refusals and help keep their text.
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

export function createTodoCommand({ env }) {
  const command = createTodoCommandFrom({ env });
  const execute = async (args) => {
    const result = await command.execute(args);
    const summary = result.exitCode === 0 && result.stdout.startsWith('Todo list updated');
    return summary ? { ...result, stderr: null } : result; // the mistake
  };
  return { execute, store: command.store };
}
