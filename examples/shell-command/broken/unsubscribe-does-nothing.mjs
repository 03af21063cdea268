// Broken: the unsubscribe function filters the listeners but never assigns the result, so it removes nothing.
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

class LeakyStore extends TodoStore {
  onChange(listener) {
    this.listeners.push(listener);
    return () => {
      this.listeners.filter((l) => l !== listener); // the mistake: the filtered array is thrown away
    };
  }
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: new LeakyStore() });
