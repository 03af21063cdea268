// Breaks F-001.OUT ({"success":true,"count":N}): TodoWrite answers the list it wrote, {"todos":[...]}, as a public
// implementation does. One mistake, one cause: the content differs with each list, the mistake does not.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry() {
  const registry = createCorrectRegistry();
  const tool = registry.getTool('TodoWrite');
  const write = tool.handler;
  registry.register(tool.definition, async (params) => {
    const result = await write(params);
    return result.is_error ? result : { content: JSON.stringify({ todos: params.todos }) };
  });
  return registry;
}
