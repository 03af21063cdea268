// Broken on purpose, one rule, as Claude Code 1.0.0 has it (helper 109): CC-STORE.2: the config folder's fallback,
// CLAUDE_CONFIG_DIR else ~/.claude, is read once, as the module loads, and never again: tools made later without a
// configDir write where the environment pointed then. The kit told it each agent's file name, which it had right.
// Everything else is examples/claude-code/correct/section-15.cjs.
import os from 'node:os';
import path from 'node:path';
import section15 from '../correct/section-15.cjs';

const AT_LOAD = process.env.CLAUDE_CONFIG_DIR ?? path.join(os.homedir(), '.claude');

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  configDir: (explicit) => explicit ?? AT_LOAD,
});
