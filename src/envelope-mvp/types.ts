/**
 * The shapes of the TodoWrite MVP design, in one place. Read this file first: every other file only moves values
 * between these types.
 */

/** The four statuses of design 2.1 / 3.2. `cancelled` is a status of its own: the model may drop a todo. */
export const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TodoStatus = (typeof STATUSES)[number];

/** What the model sends for one todo. `id` is allowed by the schema but ignored (design 4). */
export interface TodoInput {
  content: string;
  status: TodoStatus;
  id?: string;
}

/** What the tool answers for one todo: the minimal field set of design 4, with an id the tool made. */
export interface TodoItem {
  id: string;
  content: string;
  status: TodoStatus;
}

/** The tool definition of design 3.2: a name, a description, and a JSON Schema for the parameters. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** `stats` (design 5): the total and one count per status. */
export type TodoStats = { total: number } & Record<TodoStatus, number>;

/** The two error codes of design 8.1. */
export type ErrorCode = 'INVALID_PARAM' | 'INTERNAL_ERROR';

/**
 * The Standard Envelope (design 5): the top level holds only these keys, and `error` only on errors. `data` is
 * for the model (structured), `text` for the user (a short display).
 */
export type Envelope = SuccessEnvelope | ErrorEnvelope;

export interface SuccessEnvelope {
  status: 'success';
  data: { todos: TodoItem[]; recap: string; summary: string };
  text: string;
  stats: TodoStats;
  context: EnvelopeContext;
}

export interface ErrorEnvelope {
  status: 'error';
  error: { code: ErrorCode; message: string };
  text: string;
  context: EnvelopeContext;
}

/** `context` (design 5): where the tool ran and what it was given, as it was given. */
export interface EnvelopeContext {
  cwd: string;
  params_input: unknown;
}

/** What a session needs from its host: the folder `memory/` goes in, and a clock (so tests can fix the time). */
export interface TodoWriteOptions {
  workdir: string;
  now?: () => Date;
}

/** One session of the tool: its definition, and `execute`, which always resolves to an envelope. */
export interface TodoWriteTool {
  definition: ToolDefinition;
  execute(params: unknown): Promise<Envelope>;
}
