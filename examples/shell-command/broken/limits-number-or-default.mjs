// Broken under --strict: a limit is read as Number(value) || default, which keeps "-5" and "2.5" as limits where the
// kit reads the default as what applies (an interpretation: the design gives no rule for such a value).
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos, identifyCommandType } from '../lib/todo-parts.mjs';

const limitsFrom = (env = {}) => ({
  maxItems: Number(env.TODO_MAX_ITEMS) || 50, // the mistake: a negative or a fraction is not 0 or NaN
  maxLength: Number(env.TODO_MAX_CONTENT_LENGTH) || 200,
});

export const createTodoCommand = ({ env }) => createTodoCommandFrom({ env, parts: { limitsFrom } });
