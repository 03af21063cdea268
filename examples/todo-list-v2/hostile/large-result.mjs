// Hostile: TodoRead answers 3 MB of content, under the kit's message limit. Each failure once copied the value in
// full, twice (1 MB wrote 2 GB of reports); now a value copied into a message or a report is cut, with a note.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

const LARGE = JSON.stringify({ todos: [{ content: 'y'.repeat(3 * 1024 * 1024), status: 'pending', activeForm: 'Waiting' }] });

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) =>
    name === 'TodoRead' ? { type: 'tool_result', tool_use_id: id, content: LARGE } : execute(id, name, params);
  return registry;
}
