// Broken on purpose: context.params_input holds the todos array, where design 5 has the input object the tool
// received ({ "summary": …, "todos": [...] }). The hint must name the shape, not tell the learner to copy the input
// before changing it (nothing was changed).
// Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const execute = async (params) => {
    const envelope = await tool.execute(params);
    if (!envelope.context) return envelope;
    return { ...envelope, context: { ...envelope.context, params_input: params.todos } }; // the mistake
  };
  return { definition: tool.definition, execute };
}
