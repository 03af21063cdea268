/**
 * Steps and hooks run without cucumber's AsyncLocalStorage. Cucumber runs every step and every BeforeAll/AfterAll
 * hook inside an AsyncLocalStorage, only so that its `world` and `context` imports can find the running scenario's
 * World. On Node 20 the first AsyncLocalStorage.run turns on async hooks for the whole process, and from then on
 * every promise (the kit's round trips to the implementation, its timers, cucumber's own) pays for a hook: about a
 * tenth of a grading process's CPU.
 *
 * The kit's steps get their World as `this` and never import `world` or `context` (ESLint refuses the import,
 * eslint.config.mjs), so the kit runs each callback directly: the same calls, in the same order, with the same
 * results and errors. Were a step to read `world` all the same, cucumber would throw "Attempted to access `world`
 * from incorrect scope": a loud failure, never a wrong World.
 *
 * Required before '@cucumber/cucumber' runs anything, by cli/run-once.ts. If cucumber's scope modules are not where
 * they were, nothing is replaced and steps run as before.
 */
import { join } from 'node:path';
import { CUCUMBER_LIB } from './cucumber-files';

type Scoped = <T>(store: unknown, callback: () => Promise<T> | T) => Promise<T>;

const direct: Scoped = async (_store, callback) => callback();

function install(): void {
  if (!CUCUMBER_LIB) return;
  const scope = join(CUCUMBER_LIB, 'runtime', 'scope');
  for (const [file, name] of [
    ['test_case_scope.js', 'runInTestCaseScope'],
    ['test_run_scope.js', 'runInTestRunScope'],
  ] as const) {
    try {
      const exported = require(join(scope, file)) as Record<string, unknown>;
      // Cucumber reads these through its scope index at each call, so replacing the export is enough.
      if (typeof exported[name] === 'function') exported[name] = direct;
    } catch {
      // not there in this cucumber: steps run in its scope, as before
    }
  }
}

install();
