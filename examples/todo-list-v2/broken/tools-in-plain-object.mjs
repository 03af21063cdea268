// Breaks F-007.L1 (an unknown name answers "Tool '{name}' not found"): the tools live in a plain object, so a name
// every object has ("constructor", "toString", "__proto__") is found, and executeTool throws on its missing handler.
import { createTodoReadHandler, createTodoWriteHandler, todoReadDefinition, todoWriteDefinition } from '../correct-esm/todo-tools.mjs';

class ToolRegistry {
  tools = {};

  register(definition, handler) {
    this.tools[definition.name] = { definition, handler };
  }

  getTool(name) {
    return this.tools[name];
  }

  getToolDefinitions() {
    return Object.values(this.tools).map((tool) => tool.definition);
  }

  async executeTool(toolUseId, name, params) {
    const tool = this.tools[name];
    if (!tool) return { type: 'tool_result', tool_use_id: toolUseId, content: `Tool '${name}' not found`, is_error: true };
    const { content, is_error } = await tool.handler(params);
    return is_error === undefined ? { type: 'tool_result', tool_use_id: toolUseId, content } : { type: 'tool_result', tool_use_id: toolUseId, content, is_error };
  }
}

export function createRegistry() {
  const store = { todos: [] };
  const registry = new ToolRegistry();
  registry.register(todoWriteDefinition, createTodoWriteHandler(store));
  registry.register(todoReadDefinition, createTodoReadHandler(store));
  return registry;
}
