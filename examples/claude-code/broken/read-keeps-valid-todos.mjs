// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-STORE.7: a lenient read keeps the valid todos of a file and drops the invalid ones (instead of [] for the whole file)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  parseList(data, parts) {
    if (!Array.isArray(data)) throw new Error('expected an array');
    return data.filter((t) => !parts.todoProblem(t)).map(({ content, status, priority, id }) => ({ content, status, priority, id }));
  },
});
