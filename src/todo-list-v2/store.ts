import type { Todo } from './types';

/**
 * The in-memory todo list. No files, no database: the list lives as long as the registry (PRD 5.1).
 *
 * Its only write is a whole replacement, the way Claude Code's TodoWrite works: the model always sends the
 * complete list, never a patch. Replacing one array reference is atomic, so a reader never sees half a write.
 */
export class TodoStore {
  private todos: Todo[] = [];

  /** Replace the whole list. Callers validate first: the store trusts what it is given. (PRD F-001 rule 1) */
  replaceAll(todos: Todo[]): void {
    // Copy each item, so that a caller who later mutates its own array cannot change the stored list.
    this.todos = todos.map((todo) => ({ ...todo }));
  }

  /** A copy of the list, in the order it was written. Reading never changes the store. (PRD F-002) */
  getAll(): Todo[] {
    return this.todos.map((todo) => ({ ...todo }));
  }
}
