// Breaks F-001.E4: the status "cancelled" of a sibling contract (the envelope MVP) is accepted, as a learner who
// mixed two documents would write it.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const withoutCancelled = (params) => ({
  ...params,
  todos: Array.isArray(params.todos) ? params.todos.map((t) => (t?.status === 'cancelled' ? { ...t, status: 'pending' } : t)) : params.todos,
});
const validate = (params) => validateTodoWrite(withoutCancelled(params));

export const createRegistry = () => createCorrectRegistry({ validate });
