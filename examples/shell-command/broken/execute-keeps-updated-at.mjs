// Broken: TodoWrite replaces the items and calls the listeners itself, but keeps the old updatedAt. The design's
// handler calls todoStore.update(todos), which sets updatedAt: new Date(). A direct store.update() stays correct.
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

export function createTodoCommand({ env }) {
  const store = new TodoStore();
  const write = (todos) => {
    store.state = { items: todos.map((t) => ({ ...t })), updatedAt: store.state.updatedAt }; // the mistake
    for (const listener of [...store.listeners]) listener(store.state);
  };
  // execute's write goes through write(); the store itself is the plain one
  const { execute } = createTodoCommandFrom({ env, store: { update: write } });
  return { execute, store };
}
