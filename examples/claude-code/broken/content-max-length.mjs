// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-IN.7: validateInput refuses content longer than 100 characters (a rule of its own; file read unchanged)
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build();
export const { sortTodos, renderTodos } = base;
export function createTodoTools(opts) {
  const tools = base.createTodoTools(opts);
  const v = tools.TodoWrite.validateInput;
  tools.TodoWrite.validateInput = (input) => {
    const r = v(input);
    if (r.result && input.todos.some((t) => t.content.length > 100)) return { result: false, message: 'content: at most 100 characters' };
    return r;
  };
  return tools;
}
