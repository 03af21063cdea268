// Broken on purpose, one rule (a learner's mistake): a refused call whose todos are all completed or cancelled is
// counted as a task block before the checks refuse it, so the next block of the session is numbered one too high
// (ENV-ERROR.3); its time is right. A wrapper of the correct tool, which counts a block only once it is written.
import { check, createTodoWriteTool as correct } from '../correct/todo-write.mjs';

const finished = (params) =>
  Array.isArray(params?.todos) && params.todos.length > 0 && params.todos.every((t) => t?.status === 'completed' || t?.status === 'cancelled');

export function createTodoWriteTool(options) {
  const counter = { blocks: 0 };
  const tool = correct({ ...options, counter });
  return {
    ...tool,
    async execute(params) {
      // The mistake: counted before the checks, so a call they refuse counts too.
      if (finished(params) && check(params ?? {})) counter.blocks += 1;
      return tool.execute(params);
    },
  };
}
