// Broken on purpose: a finished list sent again as it was last logged writes no block, where design 10 writes after
// every call that finishes the task (TodoWrite 成功返回后，若 todos 全部为 completed 或 cancelled → 写入).
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  let lastLogged = null;
  const logs = (params) => {
    const key = JSON.stringify([params.summary, params.todos.map((t) => [t.content, t.status])]);
    const again = key === lastLogged; // the mistake: the list logged last is not logged again
    lastLogged = key;
    return !again;
  };
  return createCorrectTool({ ...options, logs });
}
