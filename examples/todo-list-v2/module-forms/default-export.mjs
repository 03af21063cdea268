// createRegistry as the default export, and async: the plug-in contract accepts both.
import { createRegistry } from '../correct-esm/index.mjs';

export default async function makeRegistry() {
  await new Promise((resolve) => setImmediate(resolve));
  return createRegistry();
}
