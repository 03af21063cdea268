import { type TodoItem, type TodoStats, type TodoStatus } from './types';

/**
 * The user-facing markers of design 7. The document shows three; a completed todo gets `[x]`, as in a Markdown
 * task list.
 */
const MARKERS: Record<TodoStatus, string> = {
  in_progress: '[▶]',
  pending: '[ ]',
  completed: '[x]',
  cancelled: '[~]',
};

/** The count line names the statuses in the order of 5's example: what is moving first, what is settled last. */
const COUNT_ORDER: TodoStatus[] = ['in_progress', 'pending', 'completed', 'cancelled'];

/**
 * `text` (design 5 and 7): the short count line of 5's example, then the block of 7.
 *
 *   Updated todos: 1 in_progress, 1 pending, 1 cancelled.
 *   --- TODO UPDATE ---
 *   [▶] 修复重叠检测
 *   [ ] 更新文档
 *   [~] 性能优化脚本
 *   -------------------
 */
export function buildText(todos: TodoItem[], stats: TodoStats): string {
  const counts = COUNT_ORDER.filter((status) => stats[status] > 0).map((status) => `${stats[status]} ${status}`);
  return [
    `Updated todos: ${counts.length > 0 ? counts.join(', ') : 'none'}.`,
    '--- TODO UPDATE ---',
    ...todos.map((todo) => `${MARKERS[todo.status]} ${todo.content}`),
    '-------------------',
  ].join('\n');
}

export function countStatuses(todos: TodoItem[]): TodoStats {
  const stats: TodoStats = { total: todos.length, pending: 0, in_progress: 0, completed: 0, cancelled: 0 };
  for (const todo of todos) stats[todo.status] += 1;
  return stats;
}
