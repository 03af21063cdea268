// Imported by imports-what-does-not-parse.mjs: a syntax error on line 4 (an assignment without its value).
export function createRegistry() {
  const registry = { tools: new Map() };
  let limit = ;
  return registry;
}
