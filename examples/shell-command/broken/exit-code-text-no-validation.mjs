// Broken on purpose, two mistakes at once, as review 106 wrote it: every exitCode is text ("0", "1"), and nothing is
// validated. The exit code's text is judged for what it says first: the calls let through that the design refuses
// are their own cause ("accepted a call the design refuses"), not hidden behind "the exit code is "0", not the number 1".
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

export const createTodoCommand = ({ env }) => {
  const command = createTodoCommandFrom({ env, parts: { validate: () => [] } });
  const execute = async (args) => {
    const result = await command.execute(args);
    return { ...result, exitCode: String(result.exitCode) };
  };
  return { ...command, execute };
};
