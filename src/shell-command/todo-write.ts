/**
 * The TodoWrite handler: the command line's arguments in, a command's answer out. Four steps, in the design's
 * order: help, parse the JSON, validate it, replace the list. Every failure returns before step 4, so a bad call
 * never touches the list.
 */
import { createTodoWriteInputSchema, formatZodError, type TodoLimits } from './todo-schema';
import type { TodoStore } from './todo-store';
import { TODO_WRITE_DOC } from './todo-write-doc';
import type { CommandResult, TodoItem } from './types';

/** The two usage lines of the error section: the short one for a missing argument, the long one after bad JSON. */
export const USAGE_SHORT = `Usage: TodoWrite '{"todos":[...]}'`;
export const USAGE_LONG = `Usage: TodoWrite '{"todos":[{"content":"...","activeForm":"...","status":"pending"}]}'`;

const failure = (...lines: string[]): CommandResult => ({ stdout: '', stderr: lines.join('\n'), exitCode: 1 });

/**
 * The JSON argument. The router has split the line like a shell, so `TodoWrite '{"todos":[]}'` arrives as one
 * word, quotes removed. Should the model leave the JSON unquoted and the shell split it at spaces, the words
 * are joined back (as bash's "$*" would), which gives JSON.parse its best chance.
 */
function extractJsonFromArgs(args: readonly string[]): string {
  return args.join(' ').trim();
}

/** "Todo list updated: 1 completed, 1 in_progress, 1 pending": every count, zeros included, in this order. */
export function buildSummary(todos: readonly TodoItem[]): string {
  const count = (status: TodoItem['status']) => todos.filter((t) => t.status === status).length;
  return `Todo list updated: ${count('completed')} completed, ${count('in_progress')} in_progress, ${count('pending')} pending`;
}

export class TodoWriteHandler {
  private readonly schema: ReturnType<typeof createTodoWriteInputSchema>;

  constructor(
    private readonly store: TodoStore,
    limits: TodoLimits,
  ) {
    this.schema = createTodoWriteInputSchema(limits);
  }

  async execute(args: readonly string[]): Promise<CommandResult> {
    // 0. Help: the documentation on stdout, a success.
    if (args[0] === '-h' || args[0] === '--help') return { stdout: TODO_WRITE_DOC, stderr: '', exitCode: 0 };

    // 1. The JSON parameter: missing, then unparsable.
    const jsonStr = extractJsonFromArgs(args);
    if (!jsonStr) return failure('Error: Missing JSON parameter', USAGE_SHORT);
    let input: unknown;
    try {
      input = JSON.parse(jsonStr);
    } catch {
      return failure('Error: Invalid JSON format', USAGE_LONG);
    }

    // 2. The schema: every problem on a line of its own, so the model can fix them all in one go.
    const parsed = this.schema.safeParse(input);
    if (!parsed.success) return failure(formatZodError(parsed.error));

    // 3. Replace the list, whole. The store tells its listeners (the renderer redraws).
    const { todos } = parsed.data;
    this.store.update(todos);

    // 4. The summary the model reads back.
    return { stdout: buildSummary(todos), stderr: '', exitCode: 0 };
  }
}
