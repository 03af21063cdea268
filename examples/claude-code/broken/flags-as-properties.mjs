// Broken on purpose: isConcurrencySafe and isReadOnly written as properties (isConcurrencySafe: false), as section 6.1's
// shorthand reads at a glance, where the agent loop calls them as methods (section 15: isConcurrencySafe() { … }):
// tool.isConcurrencySafe() throws "is not a function". One cause for both tools. Everything else is
// examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const tools = section15.build();

export const { sortTodos, renderTodos } = tools;

export function createTodoTools(options) {
  const made = tools.createTodoTools(options);
  for (const tool of Object.values(made)) {
    tool.isConcurrencySafe = tool.isConcurrencySafe();
    tool.isReadOnly = tool.isReadOnly();
  }
  return made;
}
