// A JavaScript ES module that imports a TypeScript file (a thin adapter named .mjs in front of TypeScript code):
// Node cannot load .ts by itself, and the kit compiles TypeScript only when the module it starts from is TypeScript.
// The error says so, and how to fix it.
export { createRegistry } from './typescript-registry.ts';
