// Broken on purpose, one rule: CC-STORE.2: CLAUDE_CONFIG_DIR is read when the tools are made, but the home folder
// (its fallback, ~/.claude) once, as the module loads, as real programs do (Claude Code 1.0.0 reads ~/.claude's
// settings so; helper 115). The module then starts with a HOME of the kit's: what CC03-03 writes lands there, is
// told as read too early, and never in the user's own ~/.claude. Everything else is ../correct/section-15.cjs.
import os from 'node:os';
import path from 'node:path';
import section15 from '../correct/section-15.cjs';

const HOME_AT_LOAD = os.homedir();

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  configDir: (explicit) => explicit ?? process.env.CLAUDE_CONFIG_DIR ?? path.join(HOME_AT_LOAD, '.claude'),
});
