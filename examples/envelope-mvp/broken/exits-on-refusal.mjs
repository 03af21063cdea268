// Broken on purpose (an adversarial review's, a command-line habit): execute ends the process (process.exit) after a
// call the design refuses, where it answers an error envelope and goes on. Told as a process that ended, with a
// module's advice (never end the process), not a program's (keep reading requests). Everything else is
// examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  return {
    ...tool,
    async execute(params) {
      const answer = await tool.execute(params);
      if (answer && answer.status === 'error') process.exit(1); // the mistake
      return answer;
    },
  };
}
