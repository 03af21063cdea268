// Broken on purpose, one rule (ENV-STATS.1): stats leaves out every count of 0 ({ total: 3, pending: 1, … } without
// "completed": 0; {} for an empty list). Each scenario that checks stats misses other keys: one mistake, one cause.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as correctTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = correctTool(options);
  return {
    ...tool,
    async execute(params) {
      const answer = await tool.execute(params);
      if (answer.status !== 'success') return answer;
      return { ...answer, stats: Object.fromEntries(Object.entries(answer.stats).filter(([, n]) => n > 0)) }; // the mistake
    },
  };
}
