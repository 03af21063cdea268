// Breaks CC-STORE.11 (the list outlives the process): the learner writes the file, but reads from a Map kept at
// module level, "to save disk reads", and never from the file. New tools in the same process still see the list
// (the Map survives), so a same-process check passes; after a restart the Map is empty and the list is lost to
// TodoRead, although it is on disk.
'use strict';
const path = require('node:path');
const { build, defaults } = require('../correct/section-15.cjs');

const lists = new Map(); // file → list, for the life of the process

/** The store, which `log` tells of each read and write (logs-across-restart.cjs has a learner's console.log). */
function memoryStore(log = () => undefined) {
  return (config, sessionId, parts) => {
    const fileOf = (agentId) => path.join(parts.todosDir(config), parts.fileName(sessionId, agentId));
    return {
      read: (agentId) => {
        const list = lists.get(fileOf(agentId));
        log(`read ${agentId}: ${list ? `${list.length} todo(s)` : 'no list'} in memory`);
        return list ?? [];
      },
      write: (agentId, todos) => {
        lists.set(fileOf(agentId), todos);
        defaults.writeTodos(todos, fileOf(agentId), parts);
        log(`wrote ${agentId}`);
      },
    };
  };
}

module.exports = { ...build({ makeStore: memoryStore() }), memoryStore };
