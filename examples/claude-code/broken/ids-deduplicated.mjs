// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-WRITE.2: the store keeps todos in a Map keyed by id, so duplicate ids collapse (last wins)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build, defaults } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  writeTodos(todos, file, parts) {
    const byId = new Map(); for (const t of todos) byId.set(t.id, t);
    return defaults.writeTodos([...byId.values()], file, parts);
  },
});
