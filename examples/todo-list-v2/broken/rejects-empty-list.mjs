// Breaks F-001.R2 / F-001.B1 (an empty array is valid): it refuses [] as "required".
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => (Array.isArray(params.todos) && params.todos.length === 0 ? "'todos' array is required" : validateTodoWrite(params));

export const createRegistry = () => createCorrectRegistry({ validate });
