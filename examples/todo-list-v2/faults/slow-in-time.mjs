// Not a fault, at the edge of one: createRegistry() takes 0.6 s, and so does every TodoWrite, each blocking its
// process meanwhile. Each answers within the run's --timeout of 1 s, so nothing times out, though the kit sends a
// scenario's reset and first call in one write: the reset is answered as soon as it is done (not held back while the
// call blocks), and the call's time starts then.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const SLOW_MS = 600;
const blockFor = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function createRegistry() {
  blockFor(SLOW_MS); // a slow start-up: reading a config, say
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    blockFor(SLOW_MS); // a slow save, synchronous
    return write(params);
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
