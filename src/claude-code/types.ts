/**
 * The shapes the two tools work with, as the analysis reconstructs them (section 2). Types only: they vanish
 * at run time, so they cost nothing.
 */

/** GL6 in the analysis: the three states of a todo. */
export type TodoStatus = 'pending' | 'in_progress' | 'completed';

/** ZL6 in the analysis: the three priorities. */
export type TodoPriority = 'high' | 'medium' | 'low';

/** DL6 in the analysis: one todo. Every field is required; the model invents the `id`. */
export interface Todo {
  content: string;
  status: TodoStatus;
  priority: TodoPriority;
  id: string;
}

/** What TodoWrite's call yields as data: the list before the call and the list it wrote (section 4.2). */
export interface TodoWriteData {
  oldTodos: Todo[];
  newTodos: Todo[];
}

/** What validateInput answers: the agent loop runs `call` only when `result` is true. */
export interface ValidationResult {
  result: boolean;
  message?: string;
}

/** The second argument of `call`: which agent is asking. Each agent has a list of its own (section 8.1). */
export interface ToolUseContext {
  agentId: string;
}

/** A `tool_result` content block, as the Anthropic Messages API wants it back. */
export interface ToolResultBlockParam {
  tool_use_id: string;
  type: 'tool_result';
  content: string;
}

/** A JSON Schema, kept loose on purpose: the tools only hand it to the model, never interpret it. */
export type JsonSchema = { [key: string]: unknown };

/**
 * One tool object, the way Claude Code's tools look (section 15): plain data and small methods that an agent
 * loop calls in a fixed order: validateInput, then call, then mapToolResultToToolResultBlockParam.
 */
export interface Tool<Input, Data> {
  readonly name: string;
  userFacingName(): string;
  description(): Promise<string>;
  readonly inputSchema: JsonSchema;
  isEnabled(): boolean;
  isConcurrencySafe(): boolean;
  isReadOnly(): boolean;
  validateInput(input: unknown): ValidationResult;
  call(input: Input, context: ToolUseContext): AsyncGenerator<{ type: 'result'; data: Data }, void, unknown>;
  mapToolResultToToolResultBlockParam(data: Data, toolUseId: string): ToolResultBlockParam;
}
