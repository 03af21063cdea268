// Breaks F-002.OUT and F-002.R1 at once: TodoRead answers a list of its own shape ({"items": [...]}, not
// {"todos": [...]}), and the list lives at module level, shared by every registry. The kit's probe cannot tell
// whether registries share state from such an answer: it must say so, not stay silent.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const store = { todos: [] };

export function createRegistry() {
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, async () => ({ content: JSON.stringify({ items: store.todos }) }));
  return registry;
}
