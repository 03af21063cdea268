// A correct implementation in plain JavaScript (ESM) that differs from the reference wherever the design
// document leaves room: ids numbered t1, t2, … afresh on every call, a one-line recap with "In progress: None.",
// [✓] for a completed todo, text holding only the block of design 7, a log file named at its first write in UTC,
// Markdown task-list items in the log, and a log that cannot be written does not fail the call.
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'];
const MARKERS = { pending: '[ ]', in_progress: '[▶]', completed: '[✓]', cancelled: '[~]' };

const definition = {
  name: 'TodoWrite',
  description: 'Overwrite the todo list with the current complete list. Framework persists and returns the updated list and recap.',
  parameters: {
    type: 'object',
    properties: {
      summary: { type: 'string', description: 'Overall task summary (required by the model).' },
      todos: {
        type: 'array',
        description: 'The full todo list (overwrites existing list).',
        items: {
          type: 'object',
          properties: {
            content: { type: 'string', description: 'Todo text.' },
            status: { type: 'string', enum: STATUSES, description: 'Todo status.' },
            id: { type: 'string', description: 'Optional todo id (framework may assign/reuse).' },
          },
          required: ['content', 'status'],
          additionalProperties: false,
        },
      },
    },
    required: ['summary', 'todos'],
  },
};

const utcStamp = (d) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The first problem of a call's parameters (design 2.2 and 3.2), or null. A sample with another check passes its own. */
export function check({ summary, todos } = {}) {
  if (typeof summary !== 'string' || !summary.trim()) return 'summary is required';
  if (!Array.isArray(todos)) return 'todos must be an array';
  if (todos.length > 10) return 'at most 10 todos';
  for (const todo of todos) {
    if (typeof todo?.content !== 'string' || !todo.content.trim()) return 'content is required';
    if (Array.from(todo.content).length > 60) return 'content is at most 60 characters';
    if (!STATUSES.includes(todo.status)) return `invalid status ${todo.status}`;
  }
  if (todos.filter((t) => t.status === 'in_progress').length > 1) return 'only one todo may be in_progress';
  return null;
}

function recapOf(todos, stats) {
  const of = (status, n) => todos.filter((t) => t.status === status).slice(0, n).map((t) => t.content);
  const parts = [`[${stats.completed + stats.cancelled}/${stats.total}]`];
  parts.push(`In progress: ${of('in_progress', 1)[0] ?? 'None'}.`);
  if (of('pending', 3).length) parts.push(`Pending: ${of('pending', 3).join('; ')}.`);
  if (of('cancelled', 2).length) parts.push(`Cancelled: ${of('cancelled', 2).join('; ')}.`);
  return parts.join(' ');
}

/**
 * A new session. The blocks it has written are counted in `counter`, the session's own: a broken sample that keeps
 * its count elsewhere (the module's, say) passes its own counter, as one with another check passes its own; one that
 * skips some of the calls that finish the task passes its own `logs` (design 10: every one writes), one that
 * writes a completed todo otherwise its own `completedItem`, and one that reads "the task is finished" otherwise
 * its own `finishes`.
 */
export function createTodoWriteTool({
  workdir,
  now = () => new Date(),
  check: problemOf = check,
  counter = { blocks: 0 },
  logs = () => true,
  completedItem = (todo) => `- [x] ${todo.content}`,
  finishes = (todos) => todos.length > 0 && todos.every((t) => t.status === 'completed' || t.status === 'cancelled'),
}) {
  let file = null;

  async function writeLog(summary, todos, total) {
    const at = now();
    file ??= join(workdir, 'memory', 'todos', `todoList-${utcStamp(at)}.md`);
    const done = todos.filter((t) => t.status === 'completed');
    const dropped = todos.filter((t) => t.status === 'cancelled');
    const lines = [`# task${counter.blocks + 1}-${utcStamp(at)}`, '', `总任务概述：${summary}`, ''];
    if (done.length) lines.push(`[${done.length}/${total}] Completed: 完成的任务.`, ...done.map(completedItem), '');
    if (dropped.length) lines.push(`[${dropped.length}/${total}] Cancelled: 取消的任务.`, ...dropped.map((t) => `- [ ] ~~${t.content}~~`), '');
    await mkdir(join(workdir, 'memory', 'todos'), { recursive: true });
    await appendFile(file, lines.join('\n') + '\n');
    counter.blocks += 1;
  }

  async function execute(params) {
    const problem = problemOf(params ?? {});
    if (problem) return { status: 'error', data: null, text: problem, error: { code: 'INVALID_PARAM', message: problem }, context: { cwd: '.', params_input: params } };
    const todos = params.todos.map((t, i) => ({ id: `t${i + 1}`, content: t.content, status: t.status }));
    const stats = { total: todos.length, pending: 0, in_progress: 0, completed: 0, cancelled: 0 };
    for (const t of todos) stats[t.status] += 1;
    if (finishes(todos) && logs(params)) {
      try {
        await writeLog(params.summary, todos, todos.length);
      } catch (error) {
        console.error(`TodoWrite: could not write the completion log: ${error.message}`);
      }
    }
    return {
      status: 'success',
      data: { todos, recap: recapOf(todos, stats), summary: params.summary },
      text: ['--- TODO UPDATE ---', ...todos.map((t) => `${MARKERS[t.status]} ${t.content}`), '-------------------'].join('\n'),
      stats,
      context: { cwd: '.', params_input: params },
    };
  }

  return { definition, execute };
}
