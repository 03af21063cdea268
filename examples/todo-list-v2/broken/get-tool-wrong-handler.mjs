// Broken on purpose: getTool(name) answers the tool's definition, but the handler of another tool (TodoRead's, as an
// off-by-one in a table of handlers would), not the one register() was given for that name. A review found the kit
// checked only that the handler was a function. Everything else is correct-esm.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry(options) {
  const registry = createCorrectRegistry(options);
  const getTool = registry.getTool.bind(registry);
  registry.getTool = (name) => {
    const tool = getTool(name);
    return tool && { definition: tool.definition, handler: getTool('TodoRead').handler }; // the mistake
  };
  return registry;
}
