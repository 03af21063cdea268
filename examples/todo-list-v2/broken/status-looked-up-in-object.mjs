// Breaks F-001.E4 (a status not one of the three values is refused): the status is looked up with `in` in an object,
// so "constructor", which every object has, passes as a status.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { checkTodo, checkTodosField } from '../correct-esm/todo-tools.mjs';

const VALID = { pending: true, in_progress: true, completed: true };
const validate = (params) =>
  checkTodosField(params) ??
  params.todos.map((todo, i) => checkTodo(todo && typeof todo.status === 'string' && todo.status in VALID ? { ...todo, status: 'pending' } : todo, i)).find(Boolean);

export const createRegistry = () => createCorrectRegistry({ validate });
