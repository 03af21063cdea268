// Hostile: sync-execute-tool.mjs (a synchronous executeTool, which breaks F-005.SIG) in disguise. Each answer gets a
// hidden `then` getter that is a function at its first read only, a function that never calls back. The kit read
// `then` twice, once to judge "returned a Promise" and once as `await` took the plain value: every scenario passed,
// CONFORMANT, though a caller's executeTool(...).then(callback) is never called back (helper 111). The kit reads
// `then` once now, as a caller does, and waits for that callback: the calls time out.
import { createRegistry as synchronous } from '../broken/sync-execute-tool.mjs';

function disguised(answer) {
  let reads = 0;
  Object.defineProperty(answer, 'then', { enumerable: false, get: () => (reads++ === 0 ? () => undefined : undefined) });
  return answer;
}

export function createRegistry() {
  const registry = synchronous();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = (...call) => disguised(execute(...call));
  return registry;
}
