// A syntax error: the kit stops with exit code 2 and shows where.
export function createRegistry() {
  return {
}
