// Fault: TodoWrite's output stream fails, as it does with ENOBUFS once a flood of printing has queued more than the
// system holds (gigabytes: too much for a sample, so this one raises the stream's error itself). Node would end the
// process with a stack that names no cause; the kit's module host ends it saying why, and the kit shows that line.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) => {
    if (name === 'TodoWrite') process.stdout.emit('error', Object.assign(new Error('write ENOBUFS'), { code: 'ENOBUFS', syscall: 'write' }));
    return execute(id, name, params);
  };
  return registry;
}
