// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-STORE.7: the file read checks content/status/priority but not that id is a string
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  parseList(data, parts) {
    if (!Array.isArray(data)) throw new Error('expected an array');
    for (const t of data) { const p = parts.todoProblem({ ...t, id: String(t?.id) }); if (p || t === null || typeof t !== 'object') throw new Error(p ?? 'not an object'); }
    return data.map(({ content, status, priority, id }) => ({ content, status, priority, id }));
  },
});
