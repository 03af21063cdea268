// Breaks CC-STORE.3 (the todos folder is made when missing): the learner makes it once, when the tools are
// created, and never again. Deleted while the agent runs, or missing on a fresh start path the constructor did
// not take, it is never made again, and every write then fails (logged, so silently).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { build } = require('../correct/section-15.cjs');
module.exports = build({
  makeStore(config, sessionId, parts) {
    const dir = path.join(config, 'todos');
    if (!fs.existsSync(dir)) fs.mkdirSync(dir); // at start-up only
    const fileOf = (agentId) => path.join(dir, parts.fileName(sessionId, agentId));
    return {
      read: (agentId) => parts.readTodos(fileOf(agentId), parts),
      write: (agentId, todos) => parts.writeTodos(todos, fileOf(agentId), parts),
    };
  },
});
