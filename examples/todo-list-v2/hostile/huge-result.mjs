// Hostile: TodoRead answers 10 MB of content. Once the kit ran out of memory (V8 exit 134) and wrote gigabytes of
// partial reports; now a message past the kit's limit is a protocol error, and the reports stay small.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

const HUGE = 'x'.repeat(10 * 1024 * 1024);

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) =>
    name === 'TodoRead' ? { type: 'tool_result', tool_use_id: id, content: HUGE } : execute(id, name, params);
  return registry;
}
