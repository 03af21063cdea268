// Broken on purpose: a completion log that cannot be written is answered INVALID_PARAM, as if the model's
// parameters were at fault; design 8.1 keeps INVALID_PARAM for the parameters, and an unexpected failure is
// INTERNAL_ERROR. It makes the log's folder as its session starts, so the kit must block the log's file itself.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs, which logs a failed write and answers success:
// this one turns that log line into a refusal.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

export function createTodoWriteTool(options) {
  mkdirSync(join(options.workdir, 'memory', 'todos'), { recursive: true });
  const tool = createCorrectTool(options);
  const execute = async (params) => {
    const logged = [];
    const log = console.error;
    console.error = (line) => logged.push(String(line));
    let envelope;
    try {
      envelope = await tool.execute(params);
    } finally {
      console.error = log;
    }
    const failure = logged.find((line) => line.startsWith('TodoWrite: could not write the completion log'));
    if (failure === undefined) return envelope;
    return { status: 'error', data: null, text: failure, error: { code: 'INVALID_PARAM', message: failure }, context: envelope.context };
  };
  return { definition: tool.definition, execute };
}
