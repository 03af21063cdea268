// Broken on purpose, one rule (an adversarial review found the kit let it pass): the 60-character limit is checked on
// the first todo only. Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { check, createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

// The mistake: the todos after the first are checked as if their content were within the limit.
const checkFirstLengthOnly = (params) =>
  check({ ...params, todos: Array.isArray(params?.todos) ? params.todos.map((t, i) => (i === 0 || typeof t?.content !== 'string' ? t : { ...t, content: Array.from(t.content).slice(0, 60).join('') })) : params?.todos });

export const createTodoWriteTool = (options) => createCorrectTool({ ...options, check: checkFirstLengthOnly });
