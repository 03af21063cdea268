// Correct: isEnabled(), description() and userFacingName() written async, as Claude Code's own tools write
// isEnabled and description (its loop awaits them): the document's section 15 has description() async, and the kit
// awaits all three. isConcurrencySafe() and isReadOnly() stay plain methods returning a boolean (see
// ../broken/async-flags.mjs). Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from './section-15.cjs';

const tools = section15.build();

export const { sortTodos, renderTodos } = tools;

export function createTodoTools(options) {
  const made = tools.createTodoTools(options);
  for (const tool of Object.values(made)) {
    const { isEnabled, userFacingName } = tool;
    tool.isEnabled = async () => isEnabled.call(tool);
    tool.userFacingName = async () => userFacingName.call(tool);
  }
  return made;
}
