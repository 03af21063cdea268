/**
 * renderTodos: the list as the user sees it in the terminal, a box titled "Tasks".
 *
 *   ┌─ Tasks ─────────────────────────────────────────────┐
 *   │ ✓ Analyze requirements                              │
 *   │ ● Writing implementation...                         │
 *   │ ○ Run tests                                         │
 *   └─────────────────────────────────────────────────────┘
 *
 * A finished task shows what was done (content), the task in progress what is being done (activeForm).
 */
import type { TodoItem, TodoStatus } from './types';

const RESET = '\x1b[0m';

/** Icon, colour and text of each status (the design's "图标说明"). */
const STYLE: Record<TodoStatus, { icon: string; colour: string; text: (item: TodoItem) => string }> = {
  completed: { icon: '✓', colour: '\x1b[90m', text: (item) => item.content }, // grey
  in_progress: { icon: '●', colour: '\x1b[33m', text: (item) => `${item.activeForm}...` }, // yellow
  pending: { icon: '○', colour: '\x1b[2m', text: (item) => item.content }, // dim
};

/** The box is as wide as the drawing, or wider when a task needs it. */
const MIN_INNER_WIDTH = 51;

/** Width in characters, not UTF-16 units, so "✓" counts once. */
const width = (text: string) => [...text].length;

export function renderTodos(items: readonly TodoItem[]): string {
  const lines = items.map((item) => {
    const style = STYLE[item.status];
    return { plain: `${style.icon} ${style.text(item)}`, colour: style.colour };
  });
  const inner = Math.max(MIN_INNER_WIDTH, ...lines.map((line) => width(line.plain)));
  const title = '┌─ Tasks ';
  // Colour only the text: the padding and the border stay plain, so the right edge lines up.
  const body = lines.map(({ plain, colour: code }) => {
    const padding = ' '.repeat(inner - width(plain));
    return `│ ${code}${plain}${RESET}${padding} │`;
  });
  return [`${title}${'─'.repeat(inner + 4 - width(title) - 1)}┐`, ...body, `└${'─'.repeat(inner + 2)}┘`].join('\n');
}
