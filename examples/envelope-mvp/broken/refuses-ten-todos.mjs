// Broken on purpose: 10 todos are refused: the count limit is checked with >= 10, one too strict. Every scenario
// that sends ten valid todos fails for it, one of them with cancelled todos among the ten: one cause, told as the
// count. Everything else is examples/envelope-mvp/correct/todo-write.mjs, whose refusal this one answers as.
import { createTodoWriteTool as correctTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  const tool = correctTool(options);
  return {
    ...tool,
    async execute(params) {
      if (!Array.isArray(params?.todos) || params.todos.length !== 10) return tool.execute(params);
      const problem = 'at most 10 todos'; // the check was todos.length >= 10
      return { status: 'error', data: null, text: problem, error: { code: 'INVALID_PARAM', message: problem }, context: { cwd: '.', params_input: params } };
    },
  };
}
