// The plug-in module: createRegistry() returns a new registry with both tools and an empty list of its own.
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from './todo-tools.js';
import { ToolRegistry } from './tool-registry.js';
import type { Todo } from './types.js';

export function createRegistry(): ToolRegistry {
  const store: { todos: Todo[] } = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
