// Hostile: TodoRead answers 3 MB of content, under the kit's message limit. Each failure once copied the value in
// full, twice (1 MB wrote 2 GB of reports); now a value copied into a message or a report is cut, with a note.
// Only the reads with the id toolu_kit_001 answer 3 MB (five scenarios): a kit that kept values whole still writes
// far over 10 MB with them, and 3 MB for each of the 50-odd reads of a run cost 5 s of CPU.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

const LARGE = JSON.stringify({ todos: [{ content: 'y'.repeat(3 * 1024 * 1024), status: 'pending', activeForm: 'Waiting' }] });

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) =>
    name === 'TodoRead' && id === 'toolu_kit_001' ? { type: 'tool_result', tool_use_id: id, content: LARGE } : execute(id, name, params);
  return registry;
}
