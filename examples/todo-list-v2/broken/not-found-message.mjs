// Breaks F-007.L1 (exact message): "Unknown tool: X" instead of "Tool 'X' not found".
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (toolUseId, name, params) =>
    registry.getTool(name)
      ? execute(toolUseId, name, params)
      : { type: 'tool_result', tool_use_id: toolUseId, content: `Unknown tool: ${name}`, is_error: true };
  return registry;
}
