/**
 * TodoManager: the list behind the TodoWrite tool. Under fifty lines, and every line is a rule:
 *
 *   - each item needs content, a valid status and an activeForm (checked in that order, item by item);
 *   - at most 20 items: the model may not split a task into dust;
 *   - at most one item in_progress: one focus at a time;
 *   - every write replaces the whole list, and only once every check has passed;
 *   - the answer is the rendered list, so the model sees its plan in the very next turn.
 */
import type { TodoItem, TodoStatus } from './types';

const STATUSES: readonly string[] = ['pending', 'in_progress', 'completed'] satisfies TodoStatus[];
const MAX_TODOS = 20;

/**
 * Python's `str(item.get(key, fallback))`: a missing field takes the fallback, anything else becomes text.
 * (`String` is JavaScript's nearest `str`: 42 gives "42". For null Python says "None" and JavaScript "null";
 * the document does not make a rule of it, and neither does the kit. An item that is not an object fails here,
 * as `item.get` fails in Python.)
 */
function field(item: unknown, key: string, fallback: string): string {
  const value = (item as Record<string, unknown>)[key];
  return value === undefined ? fallback : String(value);
}

export class TodoManager {
  private items: TodoItem[] = [];

  /**
   * Replace the whole list with `items`, or throw, leaving the list as it was.
   * Returns the rendered list: that text is what the model reads back as the tool_result.
   */
  update(items: readonly unknown[]): string {
    const validated: TodoItem[] = [];
    let inProgressCount = 0;

    // 1. Every item, in order; within an item: content, then status, then activeForm. The first fault wins.
    items.forEach((item, i) => {
      const content = field(item, 'content', '').trim();
      const status = field(item, 'status', 'pending').toLowerCase(); // "PENDING" is fine; a missing one is pending
      const activeForm = field(item, 'activeForm', '').trim();

      if (!content) throw new Error(`Item ${i}: content required`); // i is 0-based, as enumerate() counts
      if (!STATUSES.includes(status)) throw new Error(`Item ${i}: invalid status '${status}'`);
      if (!activeForm) throw new Error(`Item ${i}: activeForm required`);

      if (status === 'in_progress') inProgressCount += 1;
      // Only the three fields are kept, cleaned: whatever else the model sent is dropped here.
      validated.push({ content, status: status as TodoStatus, activeForm });
    });

    // 2. Then the list as a whole: the cap first, then the single focus.
    if (validated.length > MAX_TODOS) throw new Error(`Max ${MAX_TODOS} todos allowed`);
    if (inProgressCount > 1) throw new Error('Only one task can be in_progress at a time');

    // 3. Every check passed: replace the whole list in one step. A throw above never gets here.
    this.items = validated;
    return this.render();
  }

  /** The list as the model sees it: "[x] done", "[>] doing <- activeForm", "[ ] to do", then the progress. */
  render(): string {
    if (this.items.length === 0) return 'No todos.';

    const lines = this.items.map((item) => {
      if (item.status === 'completed') return `[x] ${item.content}`;
      if (item.status === 'in_progress') return `[>] ${item.content} <- ${item.activeForm}`;
      return `[ ] ${item.content}`;
    });

    const completed = this.items.filter((item) => item.status === 'completed').length; // in_progress is not done
    lines.push(`\n(${completed}/${this.items.length} completed)`); // "\n" + join gives the empty line before it
    return lines.join('\n');
  }
}

/** A new, empty manager: the plug-in contract's factory. */
export function createTodoManager(): TodoManager {
  return new TodoManager();
}
