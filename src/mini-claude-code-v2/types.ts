/**
 * The shapes this reference works with. They mirror the Anthropic Messages API, as the document's Python does
 * with plain dicts. (Types only: they vanish at run time.)
 */

/** The three states of a task. Anything else is refused by TodoManager.update. */
export type TodoStatus = 'pending' | 'in_progress' | 'completed';

/** One task as the manager stores it: exactly these three fields, nothing else. */
export interface TodoItem {
  /** What to do, imperative: "Add unit tests". */
  content: string;
  status: TodoStatus;
  /** What is being done, present tense: "Adding unit tests for auth module". Shown for the in_progress task. */
  activeForm: string;
}

/** A tool definition as the API takes it: note the snake_case `input_schema`. */
export interface ToolDefinition {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
}

export interface TextBlock {
  type: 'text';
  text: string;
}

export interface ToolUseBlock {
  type: 'tool_use';
  id: string;
  name: string;
  input: unknown;
}

export interface ToolResultBlock {
  type: 'tool_result';
  tool_use_id: string;
  content: string;
}

export type ContentBlock = TextBlock | ToolUseBlock | ToolResultBlock;

/** One message of the conversation: its content is a list of blocks, as the document's loop always builds it. */
export interface Message {
  role: 'user' | 'assistant';
  content: ContentBlock[];
}

/** What the model answers: its content blocks, and why it stopped ("tool_use" when it wants tools run). */
export interface ModelResponse {
  stop_reason: string | null;
  content: ContentBlock[];
}

/** The request the loop sends each round. */
export interface ModelRequest {
  model: string;
  system: string;
  messages: Message[];
  tools: ToolDefinition[];
  max_tokens: number;
}

/** The part of the Anthropic client the loop uses: `client.messages.create(request)`. */
export interface ModelClient {
  messages: {
    create(request: ModelRequest): ModelResponse | Promise<ModelResponse>;
  };
}
