// Breaks F-001.E3 (content empty or only whitespace is refused): the blank check knows ASCII whitespace only
// (/^[ \t\r\n]*$/), so a content of an ideographic space and a no-break space, which trim() removes, is accepted.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';
import { checkTodo, checkTodosField } from '../correct-esm/todo-tools.mjs';

const asciiBlank = (text) => typeof text !== 'string' || /^[ \t\r\n]*$/.test(text);
const validate = (params) =>
  checkTodosField(params) ??
  params.todos.map((todo, i) => checkTodo(todo && !asciiBlank(todo.content) ? { ...todo, content: 'not blank' } : todo, i)).find(Boolean);

export const createRegistry = () => createCorrectRegistry({ validate });
