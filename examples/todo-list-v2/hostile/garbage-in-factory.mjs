// Hostile: every third createRegistry() of a process writes a line that is not JSON onto the module host's channel
// to the kit (file descriptor 3), and the registry it returns never answers a call. The kit charges the line to the
// reset it interrupted, as a protocol error; the reset itself went through in the module host, and the call the kit
// sent with it then runs there, never to answer. The kit ends the process with that scenario, so that the call's
// wait does not run into the next scenarios and, a timeout later, kill an innocent call there (the other registries
// answer each call in 0.1 s, so that a timeout of 1 s ends in a later scenario).
import { writeSync } from 'node:fs';
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

let created = 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A correct registry whose calls take 0.1 s. */
function slowRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (...args) => {
    await sleep(100);
    return execute(...args);
  };
  return registry;
}

export function createRegistry() {
  created += 1;
  if (created % 3 !== 0) return slowRegistry();
  writeSync(3, 'a line that is not JSON, from the factory\n');
  const registry = createCorrectRegistry();
  registry.executeTool = () => new Promise(() => {});
  return registry;
}
