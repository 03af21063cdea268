// Broken on purpose, one rule (a learner's mistake): a call the document refuses is answered with a throw, not with
// an error envelope. Every scenario that expects a refusal errors, whatever rule its call broke and whatever the
// exception says: one cause, told as ENV-ERROR.1.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs, whose refusal this one throws.
import { createTodoWriteTool as correctTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = correctTool(options);
  return {
    ...tool,
    async execute(params) {
      const answer = await tool.execute(params);
      if (answer.status === 'error') throw new Error(answer.error.message); // the mistake: `return answer`
      return answer;
    },
  };
}
