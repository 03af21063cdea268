// Fault: TodoRead blocks forever, synchronously: the module host is stuck until the kit kills it. The fault budget
// keeps the kit from sending that call again (and paying a restart) in every later scenario. It blocks by waiting
// on a lock nobody releases, which stops its process as a synchronous endless loop does without keeping a core busy
// meanwhile (loops.mjs is the sample that spins); to the kit, both are a process that no longer answers.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler({ todos: [] }));
  registry.register(todoReadDefinition, async () => {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); // never woken
  });
  return registry;
}
