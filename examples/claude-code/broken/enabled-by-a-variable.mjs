// Broken on purpose, one rule: CC-TOOL.5, both tools are enabled (isEnabled: () => true). This port puts both
// behind a feature flag, isEnabled() reading CLAUDE_TODOS_ENABLED: where the variable is not set, as in the kit's
// runs and on most machines, neither tool is ever offered to the model.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  for (const tool of [tools.TodoWrite, tools.TodoRead]) tool.isEnabled = () => process.env.CLAUDE_TODOS_ENABLED === '1';
  return tools;
}
