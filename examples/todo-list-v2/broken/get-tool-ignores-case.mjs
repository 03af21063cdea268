// Broken on purpose: getTool(name) looks the name up without regard to case, to forgive a model's spelling, so
// getTool('todowrite') finds TodoWrite. Tool names are matched exactly (the model must call "TodoWrite"), and a
// registry that finds a tool under a name never registered answers for one that does not exist.
// Everything else is correct-esm.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry(options) {
  const registry = createCorrectRegistry(options);
  const getTool = registry.getTool.bind(registry);
  registry.getTool = (name) => {
    const spelt = registry.getToolDefinitions().find((definition) => definition.name.toLowerCase() === String(name).toLowerCase());
    return spelt && getTool(spelt.name); // the mistake: the name as registered, whatever case it was asked in
  };
  return registry;
}
