// The ToolRegistry: tools by name, and executeTool, which pairs every answer with the call's tool_use_id.
import type { ToolDefinition, ToolHandler, ToolResult } from './types.js';

export class ToolRegistry {
  readonly #tools = new Map<string, { definition: ToolDefinition; handler: ToolHandler }>();

  register(definition: ToolDefinition, handler: ToolHandler): void {
    this.#tools.set(definition.name, { definition, handler });
  }

  getTool(name: string): { definition: ToolDefinition; handler: ToolHandler } | undefined {
    return this.#tools.get(name);
  }

  getToolDefinitions(): ToolDefinition[] {
    return [...this.#tools.values()].map((tool) => tool.definition);
  }

  async executeTool(toolUseId: string, name: string, params: Record<string, unknown>): Promise<ToolResult> {
    const tool = this.#tools.get(name);
    if (!tool) return { type: 'tool_result', tool_use_id: toolUseId, content: `Tool '${name}' not found`, is_error: true };
    const { content, is_error } = await tool.handler(params);
    return is_error === undefined
      ? { type: 'tool_result', tool_use_id: toolUseId, content }
      : { type: 'tool_result', tool_use_id: toolUseId, content, is_error };
  }
}
