// Reads more than the literal text allows only under --strict (SC06-03): an empty argument, TodoWrite '', is handed
// to JSON.parse and answered "Invalid JSON format" where the design's sketch (if (!jsonStr)) has a missing
// parameter. The hint must name that mistake, not the usage line that comes with it.
import { createTodoCommandFrom, fail, USAGE_LONG } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

export const createTodoCommand = ({ env }) => {
  const command = createTodoCommandFrom({ env });
  const execute = async (args) => (args.length === 1 && args[0] === '' ? fail('Error: Invalid JSON format', USAGE_LONG) : command.execute(args));
  return { ...command, execute };
};
