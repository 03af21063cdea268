// Breaks F-005.R2 (each result carries its own call's id) only when calls overlap: executeTool keeps the id in a
// field of the registry while the tool runs, so a call that comes later replaces it before the first one answers.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (toolUseId, name, params) => {
    registry.currentId = toolUseId;
    const result = await execute(toolUseId, name, params);
    return { ...result, tool_use_id: registry.currentId };
  };
  return registry;
}
