// Broken on purpose, one rule, as an adversarial review found the kit let it pass: Fixed-width box (as drawn, ~30 columns): long text is truncated with an ellipsis.
import { createTodoCommandFrom, renderTodosWith, itemText } from '../lib/todo-parts.mjs';
export { identifyCommandType } from '../lib/todo-parts.mjs';
export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env });
const MAX = 26;
const cut = (s) => ([...s].length > MAX ? [...s].slice(0, MAX - 1).join('') + '…' : s);
export const renderTodos = (items) => renderTodosWith(items, (item) => cut(itemText(item)));
