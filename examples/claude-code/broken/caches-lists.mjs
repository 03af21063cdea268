// Broken on purpose, one rule, as an adversarial review found the kit let it pass: CC-READ.1: per-instance, per-agent cache (read-through + write-through); correctly keyed by agent.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build, defaults } = section15;
export const { createTodoTools, sortTodos, renderTodos } = build({
  makeStore(config, sessionId, parts) {
    const files = defaults.makeStore(config, sessionId, parts);
    const cache = new Map();
    return {
      read: (agentId) => { if (!cache.has(agentId)) cache.set(agentId, files.read(agentId)); return cache.get(agentId); },
      write: (agentId, todos) => { cache.set(agentId, todos); files.write(agentId, todos); },
    };
  },
});
