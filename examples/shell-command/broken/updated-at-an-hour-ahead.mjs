// Broken: updatedAt is an hour ahead (a time-zone slip: local time written as if it were UTC). The kit must fail the
// updatedAt checks at once, not wait for its clock to catch up with the store's.
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const HOUR = 60 * 60 * 1000;

class AheadStore extends TodoStore {
  state = { items: [], updatedAt: new Date(Date.now() + HOUR) };
  update(todos) {
    this.state = { items: todos.map((t) => ({ ...t })), updatedAt: new Date(Date.now() + HOUR) }; // the mistake
    for (const listener of [...this.listeners]) listener(this.state);
  }
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: new AheadStore() });
