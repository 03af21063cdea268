// Broken on purpose: a success envelope without its context ({ cwd, params_input }, design 5). Told as the context
// missing, not as a cwd that is "undefined" (a learner writing Python read that word as the kit's). Everything else
// is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  return {
    ...tool,
    async execute(params) {
      const { context, ...envelope } = await tool.execute(params); // the mistake
      return envelope;
    },
  };
}
