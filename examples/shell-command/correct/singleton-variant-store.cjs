// singleton-variant.cjs's TodoStore and its singleton, in a module of their own, as the design's todo-store.ts.
'use strict';

class TodoStore {
  constructor() {
    this.state = { items: [], updatedAt: new Date() };
    this.listeners = new Set();
  }
  update(todos) {
    this.state = { items: todos, updatedAt: new Date() };
    this.listeners.forEach((l) => l(this.state));
  }
  get() {
    return this.state;
  }
  clear() {
    this.update([]);
  }
  // Differs: a new listener is given the current state at once (handy for a renderer that draws immediately).
  onChange(listener) {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }
}

module.exports = { TodoStore, todoStore: new TodoStore() };
