// Breaks F-002.R1 (the list as written): TodoRead sorts the todos by content instead of keeping their order.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, async () => ({
    content: JSON.stringify({ todos: [...store.todos].sort((a, b) => a.content.localeCompare(b.content)) }),
  }));
  return registry;
}
