// A module that builds a table past its memory limit as it loads (run with --memory 256): the kit ends it before any
// scenario, and says that its memory is why, not how to write an implementation of the contract, which it may be.
// (Past 1 GiB it stops growing and waits, so that a kit without the limit meets its start-up timeout.)
export { createRegistry } from '../correct-esm/index.mjs';

const table = [];
while (true) {
  if (table.length < 1024 / 16) table.push(Buffer.alloc(16 * 1024 * 1024, 'todo'));
}
