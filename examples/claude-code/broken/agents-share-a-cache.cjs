// Breaks CC-STORE.9 (one list per agent): the files are right, but the learner added a cache to save reads, one
// per session instead of one per agent. A sub-agent that reads after the main agent wrote gets the main agent's
// list.
'use strict';
const { build, defaults } = require('../correct/section-15.cjs');
module.exports = build({
  makeStore(config, sessionId, parts) {
    const files = defaults.makeStore(config, sessionId, parts);
    let cached; // forgot the agentId: one cache for the whole session
    return {
      read: (agentId) => (cached ??= files.read(agentId)),
      write: (agentId, todos) => {
        cached = todos;
        files.write(agentId, todos);
      },
    };
  },
});
