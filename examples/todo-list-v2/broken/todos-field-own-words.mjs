// Breaks F-001.E1 (the exact message "'todos' array is required"): the learner wrote the rule in words of their own,
// as a course's student did ("todos is required"). One cause, whether a result or the handler's own answer shows it.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => (params.todos === undefined ? 'todos is required' : validateTodoWrite(params));

export const createRegistry = () => createCorrectRegistry({ validate });
