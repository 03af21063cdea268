// Breaks the plug-in contract's "a new registry with an empty list" (F-002.R1 isolation): one module-level list
// is shared by every registry createRegistry() returns.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const store = { todos: [] };

export function createRegistry() {
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
