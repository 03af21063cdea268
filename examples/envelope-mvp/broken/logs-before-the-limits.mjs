// Broken on purpose, one rule (an adversarial review found the kit let it pass): the completion log is written before the count, length and focus checks, so a call refused for them (11 completed todos) is logged all the same.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs: one tool that checks nothing itself (its checks are made here, after it has logged), and one that answers a refusal as the correct tool does.
import { check, createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

/** A list the log would take as finished, before any check: a summary, and every todo completed or cancelled. */
const finished = (params) =>
  typeof params?.summary === 'string' &&
  Array.isArray(params.todos) &&
  params.todos.length > 0 &&
  params.todos.every((t) => t && typeof t.content === 'string' && (t.status === 'completed' || t.status === 'cancelled'));

/** A tool that logs a call `finished` says is finished before it checks the call (logs-before-every-check uses it too). */
export const logsFirst = (finished) => (options) => {
  const tool = createCorrectTool({ ...options, check: () => null });
  const refusing = createCorrectTool(options); // writes nothing when it refuses
  async function execute(params) {
    if (!check(params ?? {})) return tool.execute(params);
    if (finished(params)) await tool.execute(params); // the mistake: logged first; the answer is the refusal below
    return refusing.execute(params);
  }
  return { definition: tool.definition, execute };
};

export const createTodoWriteTool = logsFirst(finished);
