// Module customisation hooks (node:module register) that make a fresh load of a learner's ES module fresh all
// through: registered by the module host for profiles whose document keeps state in module globals
// (freshModulePerScenario). The host imports the module again as <url>?kit-fresh=<n>; Node caches ES modules by
// URL, so without this hook the modules it imports (the design's todo-store.ts, holding the singleton) would be the
// ones already loaded, state and all. Here an import made by a fresh module gets the same query when it names one
// of the implementation's own modules (module-format.js isOwnModule: not node_modules, not the kit's).
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';

const require = createRequire(import.meta.url);
const { FRESH_QUERY, isOwnModule } = require('./module-format.js');

/** The folder of the implementation's own modules (isolation.ts ownModulesRoot), from the host. */
let root;

export function initialize(data) {
  root = data.root;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const fresh = context.parentURL?.startsWith('file:') ? new URL(context.parentURL).searchParams.get(FRESH_QUERY) : null;
  if (fresh === null || !resolved.url.startsWith('file:')) return resolved;
  const url = new URL(resolved.url);
  if (url.search !== '' || !isOwnModule(fileURLToPath(url), root)) return resolved;
  url.searchParams.set(FRESH_QUERY, fresh);
  return { ...resolved, url: url.href };
}
