/**
 * The TodoWrite MVP tool (declarative overwrite, Standard Envelope v1.0). Read in this order: types.ts (the
 * shapes), definition.ts (what the model sees), validate.ts (what the tool enforces), this file (one call, from
 * parameters to envelope), recap.ts, display.ts, completion-log.ts.
 *
 *   const tool = createTodoWriteTool({ workdir: process.cwd() });
 *   const envelope = await tool.execute({ summary: '…', todos: [{ content: '…', status: 'in_progress' }] });
 */
import { CompletionLog } from './completion-log';
import { TODO_WRITE_DEFINITION } from './definition';
import { buildText, countStatuses } from './display';
import { buildRecap } from './recap';
import type { Envelope, ErrorCode, ErrorEnvelope, TodoItem, TodoWriteOptions, TodoWriteTool } from './types';
import { validate } from './validate';

export type * from './types';
export { TODO_WRITE_DEFINITION } from './definition';

/**
 * A new session of the tool. Everything a session remembers lives in this closure, never in module globals, so
 * two sessions never share ids, block numbers or a log file.
 */
export function createTodoWriteTool(options: TodoWriteOptions): TodoWriteTool {
  const now = options.now ?? (() => new Date());
  const log = new CompletionLog(options.workdir, now());
  let nextId = 1; // ids are never reused within a session (design 4: new ids on every update)
  let current: TodoItem[] = []; // the list: each successful call overwrites it whole

  async function execute(params: unknown): Promise<Envelope> {
    // A copy, taken first: context.params_input shows what the model sent, whatever happens next.
    const paramsInput = copyOf(params);
    try {
      const checked = validate(params);
      if (!checked.ok) return errorEnvelope('INVALID_PARAM', checked.message, paramsInput);

      // Declarative overwrite: the new list replaces the old one; the model's own ids are ignored.
      current = checked.todos.map((todo) => ({ id: `todo_${nextId++}`, content: todo.content, status: todo.status }));
      const stats = countStatuses(current);

      // The whole task is done when every todo is settled; an empty list finished no task, so it logs nothing.
      const finished = current.length > 0 && current.every((t) => t.status === 'completed' || t.status === 'cancelled');
      if (finished) await log.append(checked.summary, current, stats, now());

      return {
        status: 'success',
        data: { todos: current, recap: buildRecap(current, stats), summary: checked.summary },
        text: buildText(current, stats),
        stats,
        context: { cwd: '.', params_input: paramsInput },
      };
    } catch (error) {
      // Anything unplanned (a log that cannot be written, …) is still an envelope, never a throw.
      return errorEnvelope('INTERNAL_ERROR', error instanceof Error ? error.message : String(error), paramsInput);
    }
  }

  return { definition: TODO_WRITE_DEFINITION, execute };
}

function errorEnvelope(code: ErrorCode, message: string, paramsInput: unknown): ErrorEnvelope {
  return { status: 'error', error: { code, message }, text: `Error (${code}): ${message}`, context: { cwd: '.', params_input: paramsInput } };
}

function copyOf(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return value; // a value structuredClone refuses (a function, …) is shown as it is
  }
}
