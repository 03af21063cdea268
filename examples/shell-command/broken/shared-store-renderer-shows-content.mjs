// Broken on purpose, two ways: one store kept on globalThis, shared by every command createTodoCommand makes (its list
// survives a reset and a fresh load of the module), and the renderer of renderer-shows-content.mjs. renderTodos(items) draws the items it is given
// and nothing of a store: its failures are not told of the list a scenario inherited (review 114).
import { createTodoCommandFrom, renderTodosWith, TodoStore } from '../lib/todo-parts.mjs';
export { identifyCommandType } from '../lib/todo-parts.mjs';

const store = (globalThis.todoStore ??= new TodoStore());

export const renderTodos = (items) => renderTodosWith(items, (item) => item.content); // always content

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store });
