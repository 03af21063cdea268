// Broken on purpose, one rule, as an adversarial review found the kit let it pass: update() skips a list equal to the current one: no updatedAt change, no notification.
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';
class SkippingStore extends TodoStore {
  update(todos) {
    if (JSON.stringify(todos) === JSON.stringify(this.state.items)) return;
    super.update(todos);
  }
}
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: new SkippingStore() });
