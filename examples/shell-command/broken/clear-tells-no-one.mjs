// Broken: clear() empties the state in place of update([]), and so tells no listener: a renderer subscribed to the
// store keeps showing the list that was cleared. SC-STORE.5 is every listener told of every change.
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

class QuietClearStore extends TodoStore {
  clear() {
    this.state = { items: [], updatedAt: new Date() }; // the mistake: no listener hears of it
  }
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: new QuietClearStore() });
