// Breaks F-005.R2 (each result carries its own call's id) only when calls overlap: the registry keeps the id of the
// first call still running, and every call that overlaps it answers with that one.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  let running = 0;
  registry.executeTool = async (toolUseId, name, params) => {
    if (running++ === 0) registry.firstId = toolUseId;
    try {
      const result = await execute(toolUseId, name, params);
      return { ...result, tool_use_id: registry.firstId };
    } finally {
      running--;
    }
  };
  return registry;
}
