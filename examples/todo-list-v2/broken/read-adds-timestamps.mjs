// Breaks F-002.OUT as a public registry does: the store stamps each todo with createdAt and updatedAt, and TodoRead
// answers them. The list is right, its shape is not: every failure must name F-002.OUT, not the rule its scenario
// is about (a read-only TodoRead, the order of the list).
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

const STAMP = '2026-02-10T00:00:00.000Z';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const execute = registry.executeTool.bind(registry);
  registry.executeTool = async (id, name, params) => {
    const result = await execute(id, name, params);
    if (name !== 'TodoRead' || result.is_error) return result;
    const { todos } = JSON.parse(result.content);
    return { ...result, content: JSON.stringify({ todos: todos.map((todo) => ({ ...todo, createdAt: STAMP, updatedAt: STAMP })) }) };
  };
  return registry;
}
