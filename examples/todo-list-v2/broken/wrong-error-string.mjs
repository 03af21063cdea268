// Breaks F-001.E1 (exact message): "todos array is required" instead of "'todos' array is required".
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => (params.todos === undefined ? 'todos array is required' : validateTodoWrite(params));

export const createRegistry = () => createCorrectRegistry({ validate });
