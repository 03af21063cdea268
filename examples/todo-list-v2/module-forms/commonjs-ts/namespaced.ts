// A .ts file whose code lives in a namespace that holds values (as some TypeScript projects write all of theirs):
// the kit's type stripper (sucrase) drops such a namespace, so the kit loads this file with TypeScript's own
// transpiler instead, and it works as it does under tsc.
import { createRegistry as reference } from '../../../../src/todo-list-v2/index';

export namespace Registries {
  export const made: string[] = [];
  export function create() {
    made.push('registry');
    return reference();
  }
}

export function createRegistry() {
  return Registries.create();
}
