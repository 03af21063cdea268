// The 5-line adapter: each import with a new query string is a new module instance, so a new registry and list.
let instance = 0;
export async function createRegistry() {
  const { registry } = await import(`./registry.mjs?instance=${instance++}`);
  return registry;
}
