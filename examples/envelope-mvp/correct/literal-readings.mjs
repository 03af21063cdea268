// A correct variant that takes four readings of design the strict run does not (--strict holds the kit's
// interpretations, nineteen of them in this profile): the default run passes it, and --strict fails these four, with
// the five of todo-write.mjs it is built on (literal-readings-strict).
//   3.2  the description says more than the document's (section 9 offers more prompt text);
//   3.2  parameters that are not an object at all are an unexpected failure, INTERNAL_ERROR (8.1), not a missing
//        parameter, INVALID_PARAM: the document speaks only of a missing parameter;
//   7    the block is concise: a completed todo is left out of it (design 7's example has none);
//   10   an empty list is all todos completed or cancelled, vacuously: the call writes a log block.
// Everything else is correct/todo-write.mjs.
import { createTodoWriteTool as createCorrectTool } from './todo-write.mjs';

const done = (todo) => todo.status === 'completed' || todo.status === 'cancelled';

export function createTodoWriteTool(options) {
  const tool = createCorrectTool({ ...options, finishes: (todos) => todos.every(done) });
  const definition = {
    ...tool.definition,
    description: `${tool.definition.description} Send the whole list on every call, the finished todos too.`,
  };

  async function execute(params) {
    if (params === null || typeof params !== 'object' || Array.isArray(params)) {
      const message = 'parameters must be an object';
      return { status: 'error', data: null, text: message, error: { code: 'INTERNAL_ERROR', message }, context: { cwd: '.', params_input: params } };
    }
    const result = await tool.execute(params);
    if (result.status !== 'success') return result;
    return { ...result, text: result.text.split('\n').filter((line) => !line.startsWith('[✓] ')).join('\n') };
  }

  return { definition, execute };
}
