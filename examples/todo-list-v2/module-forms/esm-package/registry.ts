// A .ts file in an ESM package ("type": "module"), importing its sibling with a .js extension, the way
// moduleResolution "nodenext" asks, importing a named export of CommonJS TypeScript (.cts), and using top-level await.
import { makeRegistry } from './make-registry.js';
import { notReady } from './settings.cjs';

const ready: boolean = await Promise.resolve(true);

export function createRegistry() {
  if (!ready) throw new Error(notReady);
  return makeRegistry();
}
