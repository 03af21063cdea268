// Fault: TodoRead loops forever, synchronously: the module host is stuck until the kit kills it. The fault budget
// keeps the kit from sending that call again (and paying a restart) in every later scenario.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler({ todos: [] }));
  registry.register(todoReadDefinition, async () => {
    for (;;) {
      // spins
    }
  });
  return registry;
}
