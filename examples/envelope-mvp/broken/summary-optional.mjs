// Broken on purpose: summary is optional (a missing one is answered as an empty summary), where design 2.1 and 8.1
// require it, as a public implementation does. Every call without a summary is accepted, that of the check of a
// refused call's block count (ENV08-03) too: one mistake, one cause.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const execute = (params) =>
    tool.execute(params && typeof params === 'object' && params.summary === undefined ? { ...params, summary: '(no summary)' } : params);
  return { definition: tool.definition, execute };
}
