/**
 * Where cucumber's own files are, for the kit's few changes inside cucumber (fast-step-matching.ts,
 * plain-step-scope.ts, gherkin-cache.ts, cucumber-api.ts), and how one of its modules is replaced before cucumber
 * requires it. Each of those changes does nothing when a file is not where it was.
 */
import Module from 'node:module';
import { dirname } from 'node:path';

/** The folder of cucumber's compiled code (its package's lib/), or undefined when cucumber cannot be found. */
export const CUCUMBER_LIB: string | undefined = (() => {
  try {
    return dirname(require.resolve('@cucumber/cucumber'));
  } catch {
    return undefined;
  }
})();

/**
 * Put `exports` in Node's module cache as the module at `path`, so that whatever requires that file gets them
 * instead. Not done (false) when the module is loaded already: too late to replace, and it stays as it is.
 */
export function standInFor(path: string, exports: unknown): boolean {
  if (require.cache[path]) return false;
  const stand = new Module(path, module);
  stand.filename = path;
  stand.loaded = true;
  stand.exports = exports;
  require.cache[path] = stand;
  return true;
}
