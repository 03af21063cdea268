// Trims each todo's content and the summary before keeping and answering them, as a public implementation of this
// design does. The document says nothing of trimming: the default run allows it; the strict run reads "as sent" as
// the text sent, spaces included (ENV05-12). Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

const trimmed = (params) => {
  if (params === null || typeof params !== 'object') return params;
  const { summary, todos } = params;
  return {
    ...params,
    ...(typeof summary === 'string' && { summary: summary.trim() }),
    ...(Array.isArray(todos) && { todos: todos.map((t) => (t && typeof t.content === 'string' ? { ...t, content: t.content.trim() } : t)) }),
  };
};

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  return { definition: tool.definition, execute: (params) => tool.execute(trimmed(params)) };
}
