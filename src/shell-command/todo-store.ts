/**
 * The TodoStore: the list in memory, and the listeners to tell when it changes (the terminal renderer is one).
 *
 * The design makes it a singleton (`export const todoStore = new TodoStore()`): one list per process, which is one
 * REPL session. Here `createTodoCommand` makes the one store of its command instead, so that a test (or the
 * conformance kit) can start from an empty list without restarting the process; an agent makes one command at
 * start-up, so it still has exactly one store.
 */
import type { TodoItem, TodoState } from './types';

export type TodoChangeListener = (state: TodoState) => void;

export class TodoStore {
  private state: TodoState = { items: [], updatedAt: new Date() };
  private listeners: TodoChangeListener[] = [];

  /** Replace the whole list (never merge), stamp the time, and tell every listener. */
  update(todos: TodoItem[]): void {
    // A copy: a caller who later changes its own array must not change the list behind the store's back.
    this.state = { items: todos.map((todo) => ({ ...todo })), updatedAt: new Date() };
    this.notifyListeners();
  }

  get(): TodoState {
    return this.state;
  }

  /** Clearing is an update with no items, so listeners hear about it too. */
  clear(): void {
    this.update([]);
  }

  /** Register a listener; call the function it returns to stop listening. */
  onChange(listener: TodoChangeListener): () => void {
    this.listeners.push(listener);
    return () => {
      // Remove this listener only: the others keep listening.
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  private notifyListeners(): void {
    // Iterate over a snapshot: a listener that unsubscribes while being called does not skip its neighbour.
    for (const listener of [...this.listeners]) listener(this.state);
  }
}
