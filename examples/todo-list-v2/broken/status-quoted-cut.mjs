// Breaks F-001.E4 ("invalid status '{s}'" quotes the status): a status longer than 40 characters is cut in the
// message, to keep it short.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => validateTodoWrite(params)?.replace(/invalid status '([^']{40})[^']+'/, "invalid status '$1'");

export const createRegistry = () => createCorrectRegistry({ validate });
