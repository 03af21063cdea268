// A syntax error in TypeScript: the run stops (exit 2) and says where, the file named as the module is named.
export function createRegistry(): number {
  return 1 +;
}
