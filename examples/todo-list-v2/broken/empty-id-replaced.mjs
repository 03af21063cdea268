// Breaks F-005.R2 (tool_use_id equals the toolUseId passed in): an empty id is replaced by one made up
// (toolu_<time>), so the result no longer pairs with the call that sent "".
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = (toolUseId, name, params) => execute(toolUseId || `toolu_${Date.now()}`, name, params);
  return registry;
}
