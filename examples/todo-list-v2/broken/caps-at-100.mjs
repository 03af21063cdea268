// Breaks F-001.R1 (the store holds the todos of the write, whole): a list is cut to its first 100 todos, a limit the
// PRD does not set, and counted so.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = (toolUseId, name, params) =>
    execute(toolUseId, name, name === 'TodoWrite' && Array.isArray(params?.todos) ? { ...params, todos: params.todos.slice(0, 100) } : params);
  return registry;
}
