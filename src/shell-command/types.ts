/**
 * The shapes of the design document ("数据结构"), word for word. Everything else is built on these.
 */

/** The three states a task moves through: pending → in_progress → completed. */
export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export interface TodoItem {
  /** What to do, in the imperative: "Run tests". Shown for pending and completed tasks. */
  content: string;
  /** What is being done, in the present continuous: "Running tests". Shown for the task in progress. */
  activeForm: string;
  status: TodoStatus;
}

export interface TodoState {
  items: TodoItem[];
  /** When the list last changed. */
  updatedAt: Date;
}

/** The one argument of the command, once parsed: `TodoWrite '{"todos":[...]}'`. */
export interface TodoWriteInput {
  todos: TodoItem[];
}

/** What every agent shell command answers, like a process does: two streams and an exit code. */
export interface CommandResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** The environment variables the command reads (the design's "环境变量" table). */
export interface TodoEnv {
  TODO_MAX_ITEMS?: string;
  TODO_MAX_CONTENT_LENGTH?: string;
}
