// The plug-in module: createRegistry() returns a new registry with both tools and an empty list of its own.
// (The optional `validate` lets the kit's broken samples swap in a wrong validation; the kit never passes it.)
import { ToolRegistry } from './tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition, validateTodoWrite } from './todo-tools.mjs';

export function createRegistry({ validate = validateTodoWrite } = {}) {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store, validate));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
