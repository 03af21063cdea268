// Breaks F-005.R3 (the id on failures): an unknown tool's tool_result carries no tool_use_id.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (toolUseId, name, params) => {
    if (!registry.getTool(name)) return { type: 'tool_result', content: `Tool '${name}' not found`, is_error: true };
    return execute(toolUseId, name, params);
  };
  return registry;
}
