// Broken: updatedAt is Date.now(), a number, where TodoState has a Date.
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

class NumberStore extends TodoStore {
  state = { items: [], updatedAt: Date.now() };
  update(todos) {
    this.state = { items: todos, updatedAt: Date.now() }; // the mistake: a number
    for (const listener of [...this.listeners]) listener(this.state);
  }
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: new NumberStore() });
