import type { TodoItem, TodoStats } from './types';

/** Design 6: at most this many of each kind, and the whole recap under this many characters. */
const RECAP_PENDING = 3;
const RECAP_CANCELLED = 2;
const RECAP_MAX_CHARS = 300;
/** A todo's content is at most 60 characters (design 3.2): the most a named todo can take. */
const MAX_NAME_CHARS = 60;

/**
 * The recap (design 6): short, plain, easy to repeat, for the end of the model's context.
 *
 *   [1/5] In progress: 修复重叠检测.
 *   Pending: 更新文档; 修复测试.
 *   Cancelled: 性能优化脚本.
 *
 * done counts completed AND cancelled: a cancelled todo is settled, not waiting. Completed todos are not repeated
 * (they no longer need attention). The document's limits allow six 60-character todos here, 360 characters of
 * content alone, against "under 300": so when the recap would be too long, each named todo is shortened.
 */
export function buildRecap(todos: TodoItem[], stats: TodoStats): string {
  let keep = MAX_NAME_CHARS;
  let recap = recapWith(todos, stats, keep);
  while ([...recap].length >= RECAP_MAX_CHARS && keep > 10) {
    keep -= 10; // six names of 30 characters and the labels always fit
    recap = recapWith(todos, stats, keep);
  }
  return recap;
}

function recapWith(todos: TodoItem[], stats: TodoStats, keep: number): string {
  const names = (status: TodoItem['status'], most: number) =>
    todos
      .filter((todo) => todo.status === status)
      .slice(0, most)
      .map((todo) => shorten(todo.content, keep));
  const done = stats.completed + stats.cancelled;
  const inProgress = names('in_progress', 1);
  const pending = names('pending', RECAP_PENDING);
  const cancelled = names('cancelled', RECAP_CANCELLED);

  const lines = [`[${done}/${stats.total}]`];
  if (inProgress.length > 0) lines[0] += ` In progress: ${inProgress[0]}.`;
  if (pending.length > 0) lines.push(`Pending: ${pending.join('; ')}.`);
  if (cancelled.length > 0) lines.push(`Cancelled: ${cancelled.join('; ')}.`);
  return lines.join('\n');
}

/** At most `keep` characters (code points, so a Chinese text or an emoji is never cut in half), "…" when cut. */
function shorten(text: string, keep: number): string {
  const chars = [...text];
  return chars.length <= keep ? text : `${chars.slice(0, keep - 1).join('')}…`;
}
