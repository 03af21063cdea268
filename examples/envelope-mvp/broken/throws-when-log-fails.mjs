// Breaks ENV-ERROR.2: the completion log's folder is made with no catch around it, so a log that cannot be written
// throws out of execute, where the design answers an envelope (INTERNAL_ERROR, or the success). A wrapper of the
// correct tool, which catches its own write: this one makes the folder again after it, and lets that throw.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTodoWriteTool as correct } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = correct(options);
  return {
    ...tool,
    async execute(params) {
      const answer = await tool.execute(params);
      const todos = answer?.data?.todos ?? [];
      if (answer.status === 'success' && todos.length > 0 && todos.every((t) => t.status === 'completed' || t.status === 'cancelled')) {
        mkdirSync(join(options.workdir, 'memory', 'todos'), { recursive: true }); // the mistake: no catch around it
      }
      return answer;
    },
  };
}
