// A .ts file in a CommonJS package ("type": "commonjs", as npm init writes it), importing its siblings with .js
// extensions, the way moduleResolution "nodenext" asks: ./make-registry.js is make-registry.ts on disk, and
// ./messages.cjs is messages.cts.
import { makeRegistry } from './make-registry.js';
import { notReady } from './messages.cjs';

export function createRegistry() {
  const registry = makeRegistry();
  if (!registry) throw new Error(notReady);
  return registry;
}
