// Fault: a runaway loop that keeps what it makes, for the status "blocked": it keeps a copy of the list for every
// moment it waits, and never frees one. Nothing in the implementation's process stops it: the kit must end the
// process once it holds more memory than --memory allows, say so in that scenario's failure, and carry on with a new
// process. (Past 1 GiB it stops growing and spins, so that a kit without the limit meets its timeout, not the
// machine's end of memory.)
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

const MiB = 1024 * 1024;

export function createRegistry() {
  const store = { todos: [] };
  const write = createTodoWriteHandler(store);
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, async (params) => {
    const blocked = Array.isArray(params.todos) && params.todos.some((todo) => todo?.status === 'blocked');
    const waited = [];
    while (blocked) {
      // room for a snapshot of the list while it waits to be unblocked (16 MiB, filled, so that it is really held)
      if (waited.length < 1024 / 16) waited.push(Buffer.alloc(16 * MiB, JSON.stringify(params.todos).length));
    }
    return write(params);
  });
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
