// Broken on purpose, one rule, as Claude Code 1.0.0 has it: CC-STORE.1: one file per session,
// <config>/todos/<session>.json, without the agent's name, so every agent of a session shares one list (helper 115).
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  fileName: (sessionId) => `${sessionId}.json`,
});
