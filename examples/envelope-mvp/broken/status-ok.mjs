// Broken on purpose, one rule: ENV-ENVELOPE.2, a successful call answers status "success". This port answers "ok",
// as many HTTP APIs do: an agent framework that checks status === "success" reads every call as failed.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  return {
    ...tool,
    async execute(params) {
      const envelope = await tool.execute(params);
      return envelope.status === 'success' ? { ...envelope, status: 'ok' } : envelope;
    },
  };
}
