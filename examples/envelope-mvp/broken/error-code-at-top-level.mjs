// Broken on purpose, one rule: ENV-ENVELOPE.1, an envelope holds status, data, text, stats, context and error, and no
// other key. This port copies a refusal's code to the top level as well ({ status: "error", code: "INVALID_PARAM",
// error: { … } }), for a caller's convenience: a key the Standard Envelope does not have.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  return {
    ...tool,
    async execute(params) {
      const envelope = await tool.execute(params);
      return envelope.status === 'error' ? { ...envelope, code: envelope.error.code } : envelope;
    },
  };
}
