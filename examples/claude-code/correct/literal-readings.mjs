// A correct variant that takes, where the analysis leaves room, the reading the strict run does not (--strict holds
// the kit's interpretations): the default run passes it, and --strict fails that one (literal-readings-strict).
//   TodoRead's inputSchema carries section 15's shortened description, 'No input is required, leave this field
//   blank...' (its three dots are section 15's own), where section 2.1 gives the whole text; the sections disagree.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from './section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  tools.TodoRead.inputSchema.description = 'No input is required, leave this field blank...';
  return tools;
}
