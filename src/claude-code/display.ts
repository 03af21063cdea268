/**
 * How a list is shown to the user (section 5): sorted, one line per todo, with an icon per status. The model
 * never sees this order: TodoRead gives it the list as stored.
 */
import type { Todo, TodoPriority, TodoStatus } from './types';

/** qa0: done work first, then what is under way, then what waits. */
const STATUS_RANK: Record<TodoStatus, number> = { completed: 0, in_progress: 1, pending: 2 };

/** Ma0: within a status, the most important first. */
const PRIORITY_RANK: Record<TodoPriority, number> = { high: 0, medium: 1, low: 2 };

/** JJ1's icons. */
const STATUS_ICON: Record<TodoStatus, string> = { completed: '✓', in_progress: '⏳', pending: '⭕' };

/** YJ1: by status, then by priority. */
export function compareTodos(a: Todo, b: Todo): number {
  const byStatus = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (byStatus !== 0) return byStatus;
  return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];
}

/**
 * A sorted copy. Array.prototype.sort is stable, so todos equal in status and priority keep their order. (The
 * analysis sorts the caller's array in place; a copy is kinder to the caller.)
 */
export function sortTodos(todos: readonly Todo[]): Todo[] {
  return [...todos].sort(compareTodos);
}

/** ka0, as plain text instead of React: one line per todo, or "(Todo list is empty)". */
export function renderTodos(todos: readonly Todo[]): string {
  if (todos.length === 0) return '(Todo list is empty)';
  return sortTodos(todos)
    .map((todo) => `${STATUS_ICON[todo.status]} ${todo.content}`)
    .join('\n');
}
