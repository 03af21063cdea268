// A CommonJS module that parses, requiring one that does not: the place Node puts at the head of the error's stack
// (the file, the line, a caret) is shown, the required file's, not the module's own name alone.
module.exports = require('./helper-does-not-parse.cjs');
