// Breaks F-001.R2 / F-001.B1 (an empty array is valid): it refuses [] as "required".
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => (Array.isArray(params.todos) && params.todos.length === 0 ? "'todos' array is required" : validateTodoWrite(params));

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store, validate));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
