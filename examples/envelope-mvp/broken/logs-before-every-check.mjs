// Broken on purpose, one rule (ENV-ERROR.3): the completion log is written before any check, so every refused call
// whose todos are all completed or cancelled is logged all the same, whichever check refused it (a missing summary,
// 11 todos). One mistake, one cause, whose hint names the refusal, not the statuses.
// Everything else is the correct tool, composed as logs-before-the-limits composes it: one tool that checks nothing
// itself, and one that answers a refusal as the correct tool does.
import { logsFirst } from './logs-before-the-limits.mjs';

/** A list the log takes as finished: every todo completed or cancelled (the summary unchecked). */
const finished = (params) =>
  Array.isArray(params?.todos) && params.todos.length > 0 && params.todos.every((t) => t?.status === 'completed' || t?.status === 'cancelled');

export const createTodoWriteTool = logsFirst(finished);
