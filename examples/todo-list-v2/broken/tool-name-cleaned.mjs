// Breaks F-007.L1 ("Tool '{name}' not found" quotes the name given): the message shows the name cleaned to ASCII
// letters, so "Todo Write" is quoted as 'TodoWrite' and "工具" as ''.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (toolUseId, name, params) => {
    const result = await execute(toolUseId, name, params);
    return result.content === `Tool '${name}' not found` ? { ...result, content: `Tool '${String(name).replace(/[^A-Za-z]/g, '')}' not found` } : result;
  };
  return registry;
}
