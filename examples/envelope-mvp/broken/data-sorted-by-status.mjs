// Broken on purpose, one rule (an adversarial review found the kit let it pass): data.todos is sorted by status, where
// design 5 answers every todo in the order sent. Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

const ORDER = ['in_progress', 'pending', 'completed', 'cancelled'];

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const execute = async (params) => {
    const envelope = await tool.execute(params);
    if (envelope.status !== 'success') return envelope;
    const todos = [...envelope.data.todos].sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status)); // the mistake
    return { ...envelope, data: { ...envelope.data, todos } };
  };
  return { definition: tool.definition, execute };
}
