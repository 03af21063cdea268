// Broken on purpose, one rule, as a public port has it (its base class's placeholder): CC-IN: both validateInputs
// refuse nothing ({ result: true } for any input), the checks left to call. One cause, that validateInput refuses
// nothing, where the kit told a dozen rules to tighten, one for each refused input.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const base = section15.build();
export const { sortTodos, renderTodos } = base;
export function createTodoTools(options) {
  const tools = base.createTodoTools(options);
  for (const tool of [tools.TodoWrite, tools.TodoRead]) tool.validateInput = () => ({ result: true });
  return tools;
}
