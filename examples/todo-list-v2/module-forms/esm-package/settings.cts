// CommonJS TypeScript (.cts) in an ESM package, whose named exports an ES module imports (Node finds them in the
// JavaScript the kit makes of it), and which requires a sibling without its extension, as CommonJS may.
const { readyMessage } = require('./messages');

export const notReady: string = readyMessage;
