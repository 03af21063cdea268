// design-layout/index.mjs as ES-module TypeScript, importing its store as TypeScript's nodenext style writes it
// (./todo-store.mjs for the file todo-store.mts): the kit's two loader hooks together, the one that strips the types
// and finds the .mts, and the one that loads the store afresh for every scenario.
import { createTodoCommandFrom } from '../../lib/todo-parts.mjs';
import { todoStore } from './todo-store.mjs';

export const createTodoCommand = ({ env }: { env: Record<string, string | undefined> }) => createTodoCommandFrom({ env, store: todoStore });
export { renderTodos, identifyCommandType } from '../../lib/todo-parts.mjs';
