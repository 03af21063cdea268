// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-IN.2: validateInput throws TypeError on a null todo (typeof null === 'object')
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build, defaults } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  todoProblem(todo) {
    if (typeof todo !== 'object' || Array.isArray(todo)) return 'expected an object';
    if (typeof todo.content !== 'string') return 'content: expected a string';
    return defaults.todoProblem(todo);
  },
});
