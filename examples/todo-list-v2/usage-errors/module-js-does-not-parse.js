// A syntax error in a .js file written as an ES module, with no "type" in its package.json (a learner's usual
// start): Node 20's own check passes such a file whole, so the kit parses it as a module to say where.
import { createRegistry as correctRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  return correctRegistry() +;
}
