// Breaks F-008.O3 (every todo is checked, in order): only the first 50 todos are checked, so a bad status further
// down a long list is written.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => validateTodoWrite(Array.isArray(params?.todos) ? { ...params, todos: params.todos.slice(0, 50) } : params);

export const createRegistry = () => createCorrectRegistry({ validate });
