// Broken on purpose, for the strict run only: the recap joins every part with ". ", the progress included
// ("[1/3]. In progress: …"), as one public implementation does. The default run accepts it (design 5 and 6 do not
// spell out the progress's punctuation); the strict run's exact layout (ENV06-11) does not, and its hint says why.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  async function execute(params) {
    const result = await tool.execute(params);
    if (result.status !== 'success') return result;
    return { ...result, data: { ...result.data, recap: result.data.recap.replace(/^(\[\d+\/\d+\]) /, '$1. ') } };
  }
  return { ...tool, execute };
}
