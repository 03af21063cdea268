// Broken on purpose: isConcurrencySafe() and isReadOnly() written async, as in a port that made every method async.
// An agent loop reads them at once, `if (tool.isConcurrencySafe())`, and a Promise reads as true whatever it holds:
// TodoWrite would run beside other writes. Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const tools = section15.build();

export const { sortTodos, renderTodos } = tools;

export function createTodoTools(options) {
  const made = tools.createTodoTools(options);
  for (const tool of Object.values(made)) {
    const { isConcurrencySafe, isReadOnly } = tool;
    tool.isConcurrencySafe = async () => isConcurrencySafe.call(tool);
    tool.isReadOnly = async () => isReadOnly.call(tool);
  }
  return made;
}
