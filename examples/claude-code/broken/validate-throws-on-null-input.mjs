// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-IN.2: TodoWrite.validateInput(null) throws (Object.keys(null))
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build();
export const { sortTodos, renderTodos } = base;
export function createTodoTools(opts) {
  const tools = base.createTodoTools(opts);
  const v = tools.TodoWrite.validateInput;
  tools.TodoWrite.validateInput = (input) => { const unknown = Object.keys(input).filter((k) => k !== 'todos'); return v(input); };
  return tools;
}
