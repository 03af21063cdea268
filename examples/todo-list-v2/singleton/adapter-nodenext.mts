// The README's 5-line adapter, written in TypeScript the nodenext way: a TypeScript module is imported by its .js
// name (registry.js for registry.ts), and the query string still makes each import a new instance.
let instance = 0;
export async function createRegistry() {
  const { createRegistry } = await import(`../typescript-esm/registry.js?instance=${instance++}`);
  return createRegistry();
}
