// A module that parses, importing one that does not: Node's ES-module loader names neither the file nor the line of
// the syntax error, and the kit once said only "could not load imports-what-does-not-parse.mjs". It now finds the
// file among the module's own imports and shows where, as node --check does.
export { createRegistry } from './helper-does-not-parse.mjs';
