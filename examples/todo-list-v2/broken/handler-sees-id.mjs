// Breaks F-006.R1 (handlers know nothing of tool_use_id): executeTool slips the id into the handler's params.
import { ToolRegistry } from '../correct-esm/tool-registry.mjs';
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

class LeakyRegistry extends ToolRegistry {
  executeTool(toolUseId, name, params) {
    return super.executeTool(toolUseId, name, { ...params, tool_use_id: toolUseId });
  }
}

export function createRegistry() {
  const store = { todos: [] };
  const registry = new LeakyRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
