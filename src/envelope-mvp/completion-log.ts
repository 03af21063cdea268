import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TodoItem, TodoStats } from './types';

/** YYYYMMDD-HHMMSS in local time: the user reads these names in their own folder. */
export function stamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-` + `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`
  );
}

/**
 * The completion log of design 10: one Markdown file per session, `memory/todos/todoList-<session start>.md`
 * under the session's folder, and one block per completed task, appended:
 *
 *   # task1-20250102-174233
 *
 *   总任务概述：修复 multi_edit 重叠检测并完善文档与测试
 *
 *   [3/4] Completed: 完成的任务.
 *   - 修复 multi_edit 重叠检测逻辑
 *
 *   [1/4] Cancelled: 取消的任务.
 *   - ~~性能优化脚本~~
 *
 * The block counter belongs to the session, not to the module: a new session starts again at task1.
 */
export class CompletionLog {
  private blocks = 0;
  private readonly file: string;

  constructor(
    private readonly workdir: string,
    sessionStart: Date,
  ) {
    this.file = join('memory', 'todos', `todoList-${stamp(sessionStart)}.md`);
  }

  /** Append the block of a finished task; the caller has checked that every todo is completed or cancelled. */
  async append(summary: string, todos: TodoItem[], stats: TodoStats, at: Date): Promise<void> {
    const n = this.blocks + 1;
    const lines = [`# task${n}-${stamp(at)}`, '', `总任务概述：${summary}`, ''];
    const completed = todos.filter((todo) => todo.status === 'completed');
    const cancelled = todos.filter((todo) => todo.status === 'cancelled');
    if (completed.length > 0) {
      lines.push(`[${completed.length}/${stats.total}] Completed: 完成的任务.`, ...completed.map((t) => `- ${t.content}`), '');
    }
    if (cancelled.length > 0) {
      lines.push(`[${cancelled.length}/${stats.total}] Cancelled: 取消的任务.`, ...cancelled.map((t) => `- ~~${t.content}~~`), '');
    }
    await mkdir(join(this.workdir, 'memory', 'todos'), { recursive: true });
    // Each block ends with a blank line, so the next one appended is set apart from it.
    await appendFile(join(this.workdir, this.file), `${lines.join('\n')}\n`, 'utf8');
    this.blocks = n; // counted only once written: a failed write does not use up a number
  }
}
