// Broken on purpose, as Claude Code 2.x has it: TodoWrite alone, no TodoRead (its list reaches the model in other
// ways there). The TodoWrite scenarios still get their verdicts (it is the correct one); every TodoRead scenario
// errs with one cause, the tool the factory left out. Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const tools = section15.build();

export const { sortTodos, renderTodos } = tools;

export async function createTodoTools(options) {
  const { TodoWrite } = await tools.createTodoTools(options);
  return { TodoWrite };
}
