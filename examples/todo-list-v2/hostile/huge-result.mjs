// Hostile: TodoRead answers 5 MB of content (one over the kit's 4 MB message limit). With 10 MB, once the kit ran out of memory (V8 exit 134) and wrote gigabytes of
// partial reports; now a message past the kit's limit is a protocol error, and the reports stay small.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

const HUGE = 'x'.repeat(5 * 1024 * 1024);

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) =>
    // Only the kit's own ids (toolu_kit_…): scenarios that send calls at once would otherwise race their 5 MB
    // answers against the 2 s timeout on a loaded machine, and the sample's verdict would depend on the load.
    name === 'TodoRead' && String(id).startsWith('toolu_kit') ? { type: 'tool_result', tool_use_id: id, content: HUGE } : execute(id, name, params);
  return registry;
}
