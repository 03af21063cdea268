// Faulty: the process ends on its own right after an answer, when no call is waiting (here: after the read that
// ends scenario F002-02, with process.exit(7) in a setImmediate, as an uncaught error in a timer would end it). No
// call fails with it; the kit once started a new process for the next scenario without a word, and the run was
// CONFORMANT. Now the scenario that finds it ended (the next one) fails, naming the exit code and where it was.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) => {
    const result = await execute(id, name, params);
    if (name === 'TodoRead' && String(result.content).includes('Zebra last')) setImmediate(() => process.exit(7));
    return result;
  };
  return registry;
}
