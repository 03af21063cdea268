// Broken: updatedAt is set once, when the store is made, and never again: update() and clear() keep the old time.
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

class FrozenClockStore extends TodoStore {
  update(todos) {
    this.state = { ...this.state, items: todos.map((t) => ({ ...t })) }; // the mistake: updatedAt stays as it was
    for (const listener of [...this.listeners]) listener(this.state);
  }
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: new FrozenClockStore() });
