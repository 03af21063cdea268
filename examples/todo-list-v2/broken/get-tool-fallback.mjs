// Broken on purpose: getTool(name) answers a stand-in tool for a name that is not registered, one whose handler
// says the tool is unknown, so that a caller never meets a missing tool. But a registry that answers a tool for
// every name cannot tell a caller which tools exist: getTool("TodoDelete") must find none.
// Everything else is correct-esm.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry(options) {
  const registry = createCorrectRegistry(options);
  const getTool = registry.getTool.bind(registry);
  registry.getTool = (name) =>
    getTool(name) ?? {
      definition: { name, description: 'An unknown tool.', input_schema: { type: 'object', properties: {} } },
      handler: async () => ({ content: `Tool '${name}' not found`, is_error: true }),
    }; // the mistake: a tool for a name never registered
  return registry;
}
