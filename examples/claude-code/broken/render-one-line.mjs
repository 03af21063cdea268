// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-DISP.4: all todos rendered on a single line
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build();
export const { createTodoTools, sortTodos } = base;
const icon = { completed: '✓', in_progress: '⏳', pending: '⭕' };
export const renderTodos = (todos) => todos.length === 0 ? '(Todo list is empty)' : base.sortTodos(todos).map((t) => `${icon[t.status]} ${t.content}`).join(', ');
