// Breaks F-006.R3 / F-004.R2 (is_error passed on): executeTool keeps the handler's content but drops is_error.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (toolUseId, name, params) => {
    const { is_error, ...rest } = await execute(toolUseId, name, params);
    return name === 'TodoWrite' || name === 'TodoRead' ? rest : { ...rest, is_error };
  };
  return registry;
}
