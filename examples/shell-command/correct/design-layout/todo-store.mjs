// The design's todo-store.ts: the TodoStore singleton, in a module of its own, as the design lays out its files.
import { TodoStore } from '../../lib/todo-parts.mjs';

export const todoStore = new TodoStore();
