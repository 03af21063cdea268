// A CommonJS module without createRegistry (the factory named otherwise): the run stops (exit 2) and lists what it
// exports, the names of its exports object, not the default export the kit offers it as (it wrote none).
const { createRegistry } = require('../correct-commonjs/registry.cjs');

module.exports = { makeRegistry: createRegistry, version: 2 };
