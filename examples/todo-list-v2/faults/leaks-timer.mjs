// Correct, but each registry starts an interval timer it never clears. The kit must still finish and exit 0
// promptly: a leaked handle in the implementation's process may not keep the kit alive.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  setInterval(() => {}, 1000);
  return createCorrectRegistry();
}
