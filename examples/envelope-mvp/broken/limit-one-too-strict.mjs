// Broken on purpose: the 60-character limit refuses 60 itself (`>= 60`, one too strict), where 60 characters are
// allowed. Everything else is examples/envelope-mvp/correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

const tooLong = (params) => Array.isArray(params?.todos) && params.todos.some((t) => typeof t?.content === 'string' && [...t.content].length >= 60);

export function createTodoWriteTool(options) {
  const tool = createCorrectTool(options);
  const refuse = (params, message) => ({ status: 'error', data: null, text: message, error: { code: 'INVALID_PARAM', message }, context: { cwd: '.', params_input: params } });
  return { definition: tool.definition, execute: (params) => (tooLong(params) ? refuse(params, 'content is at most 60 characters') : tool.execute(params)) };
}
