// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-IN.4: validateInput accepts "in-progress" and "done" as aliases of in_progress / completed (the file read stays strict)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const alias = { 'in-progress': 'in_progress', done: 'completed' };
const base = build();
export const { sortTodos, renderTodos } = base;
export function createTodoTools(opts) {
  const tools = base.createTodoTools(opts);
  const v = tools.TodoWrite.validateInput;
  tools.TodoWrite.validateInput = (input) => v(input && Array.isArray(input.todos)
    ? { ...input, todos: input.todos.map((t) => (t && typeof t === 'object' && t.status in alias ? { ...t, status: alias[t.status] } : t)) }
    : input);
  return tools;
}
