// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-WRITE.1: newTodos yielded sorted for display (file written in given order)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build();
export const { sortTodos, renderTodos } = base;
export const { createTodoTools } = build({ writeData: (oldTodos, newTodos) => ({ oldTodos, newTodos: base.sortTodos(newTodos) }) });
