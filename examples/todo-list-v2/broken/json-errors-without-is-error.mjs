// Breaks F-004.R2 as a public registry does: every error (a validation error, an unknown tool) is answered as JSON,
// {"error": "<message>"}, without is_error: true. The kit must say that an error came without its flag, not that the
// input was accepted (JSON is this profile's success, but not JSON that says it is an error).
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) => {
    const result = await execute(id, name, params);
    if (result.is_error !== true) return result;
    return { type: 'tool_result', tool_use_id: result.tool_use_id, content: JSON.stringify({ error: result.content }) };
  };
  return registry;
}
