// Broken on purpose under --strict: the recap names every pending todo, where design 6's suggested format
// (建议格式) names at most three. The default run passes it: a suggestion is the implementation's to follow or
// leave. Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const execute = async (params) => {
    const answer = await tool.execute(params);
    if (answer.status !== 'success') return answer;
    const pending = answer.data.todos.filter((t) => t.status === 'pending').map((t) => t.content); // all of them
    const recap = answer.data.recap.replace(/Pending: [^.]*\./, `Pending: ${pending.join('; ')}.`);
    return { ...answer, data: { ...answer.data, recap } };
  };
  return { ...tool, execute };
}
