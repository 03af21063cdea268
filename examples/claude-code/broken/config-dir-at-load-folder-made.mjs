// Broken on purpose, as config-dir-at-load.mjs (CLAUDE_CONFIG_DIR and the home folder read once, as the module loads),
// with a store that makes its todos folder as the tools are made, not before each write (which CC-STORE.3 asks: this
// sample is run on CC-STORE.2 alone). The kit empties the folder that CLAUDE_CONFIG_DIR named at load before the
// scenario's tools are made: once it emptied it after, removing that todos folder, and the write's ENOENT was told
// as a folder never made (review 114).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import section15 from '../correct/section-15.cjs';

const AT_LOAD = process.env.CLAUDE_CONFIG_DIR ?? path.join(os.homedir(), '.claude');

const { build } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  configDir: (explicit) => explicit ?? AT_LOAD,
  makeStore(config, sessionId, parts) {
    const todos = path.join(config, 'todos');
    fs.mkdirSync(todos, { recursive: true });
    const fileOf = (agentId) => path.join(todos, parts.fileName(sessionId, agentId));
    return { read: (agentId) => parts.readTodos(fileOf(agentId), parts), write: (agentId, list) => parts.writeTodos(list, fileOf(agentId), parts) };
  },
});
