// Fault: for a long list, TodoWrite prints 2 MiB of debugging output, then spins in a loop. The kit must end that
// scenario as "timed out", and say how much the call printed: a flood of printing can be why a call is slow.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const LINE = `${'debug '.repeat(170)}\n`;

export function createRegistry() {
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    if (Array.isArray(params.todos) && params.todos.length > 50) {
      // Each line flushed before the next: every byte has reached the kit when the loop starts.
      for (let i = 0; i < 2048; i++) await new Promise((resolve) => process.stdout.write(LINE, resolve));
      for (;;);
    }
    return write(params);
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
