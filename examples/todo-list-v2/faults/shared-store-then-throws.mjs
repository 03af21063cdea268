// Fault: one module-level list shared by every registry (as broken/shared-store.mjs), and createRegistry() throws
// once the kit's start-up probe is done. The kit then checks, before each scenario, how many todos the fresh
// registry inherited, and swallows that check's own failure; the reset's failure must still be the scenario's,
// with its own message (not "send reset first", which is what a call meets after a reset that failed).
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const store = { todos: [] };
let created = 0;

export function createRegistry() {
  created += 1;
  if (created > 2) throw new Error('store not configured: the probe used it up'); // the probe creates two
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
