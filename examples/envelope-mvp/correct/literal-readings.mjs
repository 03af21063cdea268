// A correct variant that takes, wherever design leaves room, the reading the strict run does not (--strict holds
// the kit's interpretations): the default run passes it, --strict fails exactly those (literal-readings-strict).
//   3.2  the description says more than the document's (section 9 offers more prompt text);
//   3.2  parameters that are not an object at all are refused with a code of its own (the document names only a
//        missing parameter);
//   7    the block is concise: a completed todo is left out of it (design 7's example has none);
//   10   an empty list is all todos completed or cancelled, vacuously: the call writes a log block.
// Everything else is correct/todo-write.mjs.
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTodoWriteTool as createCorrectTool } from './todo-write.mjs';

const stamp = (date) => date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

export function createTodoWriteTool(options) {
  const counter = { blocks: 0 };
  const tool = createCorrectTool({ ...options, counter });
  const now = options.now ?? (() => new Date());
  const definition = {
    ...tool.definition,
    description: `${tool.definition.description} Send the whole list on every call, the finished todos too.`,
  };

  async function execute(params) {
    if (params === null || typeof params !== 'object' || Array.isArray(params)) {
      const message = 'parameters must be an object';
      return { status: 'error', data: null, text: message, error: { code: 'INVALID_REQUEST', message }, context: { cwd: '.', params_input: params } };
    }
    const result = await tool.execute(params);
    if (result.status !== 'success') return result;
    if (result.data.todos.length === 0) {
      const folder = join(options.workdir, 'memory', 'todos');
      await mkdir(folder, { recursive: true });
      const at = stamp(now());
      await appendFile(join(folder, `todoList-${at}.md`), `# task${counter.blocks + 1}-${at}\n\n总任务概述：${params.summary}\n\n`);
      counter.blocks += 1;
    }
    return { ...result, text: result.text.split('\n').filter((line) => !line.startsWith('[✓] ')).join('\n') };
  }

  return { definition, execute };
}
