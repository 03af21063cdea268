// Broken: when a call fails, the handler clears the list "so that no stale tasks remain". A failed call must
// change nothing.
import { createTodoCommandFrom, fail as failure, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

export function createTodoCommand({ env }) {
  const store = new TodoStore();
  const fail = (...lines) => {
    store.clear(); // the mistake
    return failure(...lines);
  };
  return createTodoCommandFrom({ env, store, parts: { fail } });
}
