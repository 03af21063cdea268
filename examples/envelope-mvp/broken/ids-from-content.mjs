// Broken on purpose, one rule (an adversarial review found the kit let it pass): ids are made from the content
// (c<call>-<content>), so two todos with the same content share one, where ids are unique in the list. Everything else
// is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  let calls = 0;
  const execute = async (params) => {
    const envelope = await tool.execute(params);
    if (envelope.status !== 'success') return envelope;
    calls += 1;
    const todos = envelope.data.todos.map((t) => ({ ...t, id: `c${calls}-${t.content}` })); // the mistake
    return { ...envelope, data: { ...envelope.data, todos } };
  };
  return { definition: tool.definition, execute };
}
