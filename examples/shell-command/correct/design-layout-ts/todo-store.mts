// The design's todo-store.ts, as ES-module TypeScript: the TodoStore singleton in a module of its own.
import { TodoStore } from '../../lib/todo-parts.mjs';

export const todoStore = new TodoStore();
