import type { ToolDefinition, ToolHandler, ToolResult } from './types';

/** A registered tool: what the model is told about it, and the code that runs it. */
export interface RegisteredTool {
  definition: ToolDefinition;
  handler: ToolHandler;
}

/**
 * The ToolRegistry is the agent loop's switchboard (PRD F-007). It
 *   1. keeps each tool's definition and handler together, by name (`register`, `getTool`);
 *   2. hands the definitions to the model (`getToolDefinitions`), which decides what to call;
 *   3. runs a `tool_use` request and wraps the handler's answer into a `tool_result` (`executeTool`).
 */
export class ToolRegistry {
  private readonly tools = new Map<string, RegisteredTool>();

  /** Register a tool. A later registration under the same name replaces the earlier one. */
  register(definition: ToolDefinition, handler: ToolHandler): void {
    this.tools.set(definition.name, { definition, handler });
  }

  /** Look a tool up by its exact, case-sensitive name; `undefined` when no such tool is registered. */
  getTool(name: string): RegisteredTool | undefined {
    return this.tools.get(name);
  }

  /** Every definition, ready to be sent to the model as the request's `tools` array. */
  getToolDefinitions(): ToolDefinition[] {
    return [...this.tools.values()].map((tool) => tool.definition);
  }

  /**
   * Run one `tool_use` request. The model chose `name` and `params`; `toolUseId` is the id of its request.
   * Every path returns a `tool_result` carrying that same id, so the model can pair answers with questions,
   * even when it asked several at once. (PRD F-005)
   */
  async executeTool(toolUseId: string, name: string, params: Record<string, unknown>): Promise<ToolResult> {
    // Step 1: find the tool. An unknown name is not an exception: the model made a mistake, so tell it.
    const tool = this.tools.get(name);
    if (tool === undefined) {
      return { type: 'tool_result', tool_use_id: toolUseId, content: `Tool '${name}' not found`, is_error: true };
    }

    // Step 2: run the business logic. The handler never sees toolUseId: correlation is the registry's job.
    const { content, is_error } = await tool.handler(params);

    // Step 3: assemble the tool_result. `is_error` is passed on only when the handler set it.
    const result: ToolResult = { type: 'tool_result', tool_use_id: toolUseId, content };
    if (is_error !== undefined) result.is_error = is_error;
    return result;
  }
}
