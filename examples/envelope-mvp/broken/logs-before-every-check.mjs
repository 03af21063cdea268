// Broken on purpose, one rule (ENV-ERROR.3): the completion log is written before any check, so every refused call
// whose todos are all completed or cancelled is logged all the same, whichever check refused it (a missing summary,
// 11 todos). One mistake, one cause, whose hint names the refusal, not the statuses.
// Everything else is examples/envelope-mvp/correct/todo-write.mjs: one tool that checks nothing itself, and one that
// answers a refusal as the correct tool does.
import { check, createTodoWriteTool as createCorrectTool } from '../correct/todo-write.mjs';

/** A list the log takes as finished: every todo completed or cancelled (the summary unchecked). */
const finished = (params) =>
  Array.isArray(params?.todos) && params.todos.length > 0 && params.todos.every((t) => t?.status === 'completed' || t?.status === 'cancelled');

export function createTodoWriteTool(options) {
  const tool = createCorrectTool({ ...options, check: () => null });
  const refusing = createCorrectTool(options); // writes nothing when it refuses
  async function execute(params) {
    if (!check(params ?? {})) return tool.execute(params);
    if (finished(params)) await tool.execute(params); // the mistake: logged first; the answer is the refusal below
    return refusing.execute(params);
  }
  return { definition: tool.definition, execute };
}
