// A correct command laid out in files as the design lays them out: the store is the singleton of ./todo-store.mjs,
// which this module imports. The kit loads the implementation's modules again for every scenario, that one too, so
// each scenario starts with a new, empty store and the run reports no state kept between scenarios.
import { createTodoCommandFrom } from '../../lib/todo-parts.mjs';
import { todoStore } from './todo-store.mjs';

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, store: todoStore });
export { renderTodos, identifyCommandType } from '../../lib/todo-parts.mjs';
