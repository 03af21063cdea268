// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-IN.5: priority compared case-insensitively ("High" accepted)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build, defaults } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  todoProblem(todo) {
    if (todo && typeof todo === 'object' && typeof todo.priority === 'string') todo = { ...todo, priority: todo.priority.toLowerCase() };
    return defaults.todoProblem(todo);
  },
});
