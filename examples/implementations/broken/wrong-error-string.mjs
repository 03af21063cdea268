// Breaks F-001.E1 (exact message): "todos array is required" instead of "'todos' array is required".
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from '../correct-esm/todo-tools.mjs';

const validate = (params) => (params.todos === undefined ? 'todos array is required' : validateTodoWrite(params));

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store, validate));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
