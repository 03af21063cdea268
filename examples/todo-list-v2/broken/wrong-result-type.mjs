// Breaks F-004.SHAPE (type: 'tool_result'): successes come back with type 'tool_response'.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (...args) => {
    const result = await execute(...args);
    return result.is_error ? result : { ...result, type: 'tool_response' };
  };
  return registry;
}
