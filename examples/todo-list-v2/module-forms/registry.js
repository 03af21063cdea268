// A .js file in a CommonJS package: module.exports, as older Node code writes it.
module.exports = require('../correct-commonjs/registry.cjs');
