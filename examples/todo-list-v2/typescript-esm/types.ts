// The shapes of the Anthropic tool formats the PRD uses: what a tool is, and what a call answers.
export interface ToolDefinition {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}

/** What a handler answers; the registry adds `type` and `tool_use_id`. */
export interface HandlerResult {
  content: string;
  is_error?: boolean;
}

export type ToolHandler = (params: Record<string, unknown>) => Promise<HandlerResult>;

export interface ToolResult extends HandlerResult {
  type: 'tool_result';
  tool_use_id: string;
}

export type Status = 'pending' | 'in_progress' | 'completed';

export interface Todo {
  content: string;
  status: Status;
  activeForm: string;
}
