// Fault: createRegistry() throws. Every scenario is "errored" with the message; after a few in a row the kit
// stops trying (they would only repeat it) and says so, so the run still ends quickly.
export function createRegistry() {
  throw new Error('store not configured: call configureStore() first');
}
