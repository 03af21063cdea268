// Breaks F-003.R1 / F-007.API: only TodoWrite is registered, and the registry answers "Tool 'TodoRead' not found"
// without is_error. Every check that reads the list must name that one cause, never pass on that answer.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoWriteHandler, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

export function createRegistry() {
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler({ todos: [] }));
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (toolUseId, name, params) => {
    const { is_error, ...result } = await execute(toolUseId, name, params);
    return name === 'TodoRead' ? result : { ...result, is_error };
  };
  return registry;
}
