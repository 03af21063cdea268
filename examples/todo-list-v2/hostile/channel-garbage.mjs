// Hostile: while answering TodoRead, writes a line that is not JSON straight onto the module host's channel to the
// kit (file descriptor 3). On Node's IPC channel this threw an uncaught SyntaxError in the kit; now it is a protocol
// error of the call it interrupted.
import { writeSync } from 'node:fs';
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) => {
    if (name === 'TodoRead') writeSync(3, 'this is not JSON\n');
    return execute(id, name, params);
  };
  return registry;
}
