// Breaks F-001.IN (a todo is content, status and activeForm): it also requires Claude Code's "priority", so every
// write the PRD accepts is refused. A scenario whose starting list cannot be written says so, as its precondition.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => {
  const todos = Array.isArray(params.todos) ? params.todos : [];
  const index = todos.findIndex((todo) => todo === null || typeof todo !== 'object' || !('priority' in todo));
  return validateTodoWrite(params) ?? (index >= 0 ? `Todo at index ${index}: priority is required` : undefined);
};

export const createRegistry = () => createCorrectRegistry({ validate });
