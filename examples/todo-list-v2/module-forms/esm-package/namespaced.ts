// ES-module TypeScript whose code lives in a namespace that holds values: the kit's loader hooks take it through
// TypeScript's own transpiler, which keeps the namespace (sucrase would drop it).
import { makeRegistry } from './make-registry.js';

export namespace Registries {
  export function create() {
    return makeRegistry();
  }
}

export const createRegistry = () => Registries.create();
