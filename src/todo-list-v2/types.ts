/**
 * The shapes that travel between an LLM and its tools, aligned with the Anthropic Claude API.
 *
 * Read this file first: every other file in src/ only moves these shapes around.
 *
 *   model ──tool_use { id, name, input }──▶ ToolRegistry.executeTool(id, name, input)
 *                                               │ looks the tool up, awaits its handler
 *   model ◀──tool_result { tool_use_id, content, is_error? }──┘
 */

/** The JSON Schema that describes a tool's input. Anthropic's field name is snake_case: `input_schema`. (PRD F-003) */
export interface InputSchema {
  type: 'object';
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties?: boolean;
  [keyword: string]: unknown; // any other JSON Schema keyword: description, $defs, ...
}

/** What the model is told about a tool: its name, what it does, and which input it accepts. (PRD F-003) */
export interface ToolDefinition {
  name: string; // PascalCase, e.g. "TodoWrite"
  description: string;
  input_schema: InputSchema;
}

/**
 * What a handler returns. It knows nothing of `tool_use_id`: the registry adds that. (PRD F-006)
 * `content` is always a string: JSON text on success, an error message on failure.
 */
export interface ToolHandlerResult {
  content: string;
  is_error?: boolean;
}

/** A tool's business logic. Asynchronous, like real tools that touch files or the network. (PRD F-006) */
export type ToolHandler = (params: Record<string, unknown>) => Promise<ToolHandlerResult>;

/** The block sent back to the model. `tool_use_id` pairs it with the model's request. (PRD F-004, F-005) */
export interface ToolResult {
  type: 'tool_result';
  tool_use_id: string;
  content: string;
  is_error?: boolean; // set to true on errors only; omitted on success
}

/** The three states a task moves through, in order. (PRD F-001) */
export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

/** One task. `content` is imperative ("Run tests"); `activeForm` is what a UI shows while it runs ("Running tests"). */
export interface Todo {
  content: string;
  status: TodoStatus;
  activeForm: string;
}
