// Broken: get() answers updatedAt as its ISO text, where TodoState has a Date (a JSON habit: dates as strings).
import { createTodoCommandFrom, TodoStore } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

class TextStore extends TodoStore {
  get() {
    const state = super.get();
    return { ...state, updatedAt: state.updatedAt.toISOString() }; // the mistake: a string
  }
}

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: new TextStore() });
