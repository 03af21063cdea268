// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-STORE.2: CLAUDE_CONFIG_DIR wins over an explicit configDir
// Everything else is examples/claude-code/correct/section-15.cjs.
import os from 'node:os';
import path from 'node:path';
import section15 from '../correct/section-15.cjs';

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  configDir: (explicit) => process.env.CLAUDE_CONFIG_DIR ?? explicit ?? path.join(os.homedir(), '.claude'),
});
