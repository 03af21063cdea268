// Exports a registry object, not the createRegistry function the kit asks for: the kit stops with exit code 2.
export const registry = {};
export function makeRegistry() {}
