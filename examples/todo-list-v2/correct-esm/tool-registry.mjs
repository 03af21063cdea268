// A learner's ToolRegistry in plain JavaScript (ESM): a correct sample the kit's self-test must pass.
export class ToolRegistry {
  #tools = new Map();

  register(definition, handler) {
    this.#tools.set(definition.name, { definition, handler });
  }

  getTool(name) {
    return this.#tools.get(name);
  }

  getToolDefinitions() {
    return [...this.#tools.values()].map((tool) => tool.definition);
  }

  async executeTool(toolUseId, name, params) {
    const tool = this.#tools.get(name);
    if (!tool) return { type: 'tool_result', tool_use_id: toolUseId, content: `Tool '${name}' not found`, is_error: true };
    const { content, is_error } = await tool.handler(params);
    return is_error === undefined
      ? { type: 'tool_result', tool_use_id: toolUseId, content }
      : { type: 'tool_result', tool_use_id: toolUseId, content, is_error };
  }
}
