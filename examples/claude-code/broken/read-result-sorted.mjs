// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-READ.3: the tool_result lists the todos sorted (as the user sees them), not JSON.stringify(data)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build();
export const { sortTodos, renderTodos } = base;
export const { createTodoTools } = build({ listForModel: (todos) => JSON.stringify(base.sortTodos(todos)) });
