// A correct variant the PRD allows: getTool(name) answers the registered tool as one object, the definition's own
// fields with its handler beside them, and a field of its own ({ ...definition, handler, registeredBy }), where
// correct-esm answers { definition, handler }.
// F-007 says only "按名称查找已注册的工具" (look up a registered tool by name): the kit accepts either shape.
// Everything else is correct-esm/index.mjs.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

export function createRegistry(options) {
  const registry = createCorrectRegistry(options);
  const getTool = registry.getTool.bind(registry);
  registry.getTool = (name) => {
    const tool = getTool(name);
    return tool && { ...tool.definition, handler: tool.handler, registeredBy: 'createRegistry' };
  };
  return registry;
}
