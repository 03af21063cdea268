// reads-module-memory.cjs's mistake (reads from a Map kept at module level, which a new process has empty), with the
// console.log a learner adds to find it: the scenario that restarts the process shows what both processes printed,
// and where the kit restarted it.
'use strict';
const path = require('node:path');
const { build, defaults } = require('../correct/section-15.cjs');

const lists = new Map(); // file → list, for the life of the process

module.exports = build({
  makeStore(config, sessionId, parts) {
    const fileOf = (agentId) => path.join(parts.todosDir(config), parts.fileName(sessionId, agentId));
    return {
      read: (agentId) => {
        const list = lists.get(fileOf(agentId));
        console.log(`read ${agentId}: ${list ? `${list.length} todo(s)` : 'no list'} in memory`);
        return list ?? [];
      },
      write: (agentId, todos) => {
        lists.set(fileOf(agentId), todos);
        defaults.writeTodos(todos, fileOf(agentId), parts);
        console.log(`wrote ${agentId}`);
      },
    };
  },
});
