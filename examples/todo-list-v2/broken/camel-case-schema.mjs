// Breaks F-003.DEF (snake_case input_schema): the definitions use inputSchema, as some other SDKs do.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const definitions = registry.getToolDefinitions.bind(registry);
  registry.getToolDefinitions = () => definitions().map(({ input_schema, ...rest }) => ({ ...rest, inputSchema: input_schema }));
  return registry;
}
