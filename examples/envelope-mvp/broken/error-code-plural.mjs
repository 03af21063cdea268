// Broken on purpose: a refused call's error code is INVALID_PARAMS, where design 8.1 names INVALID_PARAM. Every
// scenario that expects a refusal fails, whatever rule its call broke: one mistake, one cause.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const execute = async (params) => {
    const envelope = await tool.execute(params);
    return envelope.error?.code === 'INVALID_PARAM' ? { ...envelope, error: { ...envelope.error, code: 'INVALID_PARAMS' } } : envelope;
  };
  return { definition: tool.definition, execute };
}
