// Breaks F-001.E2 (literal reading: null is present and not an array): todos: null answers "required".
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => (params.todos == null ? "'todos' array is required" : validateTodoWrite(params));

export const createRegistry = () => createCorrectRegistry({ validate });
