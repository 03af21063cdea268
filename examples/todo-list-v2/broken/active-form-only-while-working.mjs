// Breaks F-001.E5 (activeForm required and not empty, whatever the status): a completed todo may leave activeForm
// empty, as a learner reasons that nothing is being done any more. The PRD's rule names no status.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { checkTodo, checkTodosField } from '../correct-esm/todo-tools.mjs';

const done = (todo) => todo !== null && typeof todo === 'object' && todo.status === 'completed';
const validate = (params) =>
  checkTodosField(params) ?? params.todos.map((todo, i) => checkTodo(done(todo) ? { activeForm: 'Done', ...todo, ...(todo.activeForm === '' && { activeForm: 'Done' }) } : todo, i)).find(Boolean);

export const createRegistry = () => createCorrectRegistry({ validate });
