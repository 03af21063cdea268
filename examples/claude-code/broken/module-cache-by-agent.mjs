// Broken on purpose, as a learner wrote it: a cache "to save disk reads", kept at module level and keyed by the
// agent's id alone. It outlives the tools, the session and the scenario: agent "main" of one session reads the list
// agent "main" of another wrote (CC-STORE.10), and a write's oldTodos may be a list written in an earlier scenario,
// never in this one's file. In CC03-10 (the file's place taken by a folder, so the write fails) that earlier list
// happens to be the one written: not a read after the write, which would have failed on the folder and found [].
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build, defaults } = section15;
const cache = new Map(); // agentId → list, for the life of the process

export const { createTodoTools, sortTodos, renderTodos } = build({
  makeStore(config, sessionId, parts) {
    const files = defaults.makeStore(config, sessionId, parts);
    return {
      read: (agentId) => (cache.has(agentId) ? cache.get(agentId) : files.read(agentId)),
      write: (agentId, todos) => {
        cache.set(agentId, todos);
        files.write(agentId, todos);
      },
    };
  },
});
