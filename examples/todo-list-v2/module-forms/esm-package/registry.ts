// A .ts file in an ESM package ("type": "module"), importing its sibling with a .js extension, the way
// moduleResolution "nodenext" asks, and using top-level await.
import { makeRegistry } from './make-registry.js';

const ready: boolean = await Promise.resolve(true);

export function createRegistry() {
  if (!ready) throw new Error('not ready');
  return makeRegistry();
}
