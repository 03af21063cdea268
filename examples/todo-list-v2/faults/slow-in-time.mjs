// Not a fault, at the edge of one: createRegistry() takes 0.6 s (it blocks its process), and so does every TodoWrite
// (it waits). Each answers within the run's --timeout of 1 s, so nothing times out: a call's time starts when it can
// be handled, after the reset before it has answered, even when the kit sent both in one write.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const SLOW_MS = 600;
const blockFor = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRegistry() {
  blockFor(SLOW_MS); // a slow start-up: reading a config, say
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    await sleep(SLOW_MS); // a slow save
    return write(params);
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
