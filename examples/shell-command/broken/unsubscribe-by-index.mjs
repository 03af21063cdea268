// Broken on purpose, one rule, as an adversarial review found the kit let it pass: onChange remembers the listener's index; unsubscribe splices that index, which is stale once another left.
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';
class IndexStore extends TodoStore {
  onChange(listener) {
    const i = this.listeners.push(listener) - 1;
    return () => { this.listeners.splice(i, 1); };
  }
}
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: new IndexStore() });
