// Fault: a learner's "fatal error" path calls process.exit() when todos is not an array. The kit must report those
// scenarios as "errored" (the process exited), start a new process, and finish the run.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    if (params.todos !== undefined && !Array.isArray(params.todos)) {
      console.error('fatal: todos is not an array');
      process.exit(1);
    }
    return write(params);
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
