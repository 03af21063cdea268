/**
 * A grading process finds its profile's feature and support files once. Cucumber looks for them afresh at each run
 * (its resolvePaths: a glob over the features folder, then over the support folders), and a grading process makes
 * one run per submission, of the same folders: about 4 ms of CPU a run, the glob library's and the file system's,
 * a seventh of a one-scenario run in a grading process. The answer of the first look is handed out again for the
 * same question (the paths asked for and the support settings); a new question is looked up as before.
 *
 * Installed by cli/grade-worker.ts, and by a single run whose selection the user narrowed, which asks twice.
 * Files added to the features while a grading process runs are not seen by it: they are the kit's own, and a
 * grading process lasts as long as its grading. If cucumber's paths module is not where it was, nothing is replaced.
 */
import { join } from 'node:path';
import { CUCUMBER_LIB } from './cucumber-files';

interface ResolvedPaths {
  unexpandedSourcePaths: string[];
  sourcePaths: string[];
  requirePaths: string[];
  importPaths: string[];
}

type ResolvePaths = (logger: unknown, cwd: string, sources: { paths: string[] }, support?: Record<string, unknown>) => Promise<ResolvedPaths>;

let installed = false;

export function cacheFeaturePaths(): void {
  if (installed) return;
  installed = true;
  if (!CUCUMBER_LIB) return;
  let paths: { resolvePaths: ResolvePaths };
  try {
    paths = require(join(CUCUMBER_LIB, 'paths', 'paths.js')) as { resolvePaths: ResolvePaths };
  } catch {
    return;
  }
  const resolve = paths.resolvePaths;
  if (typeof resolve !== 'function') return;
  const resolved = new Map<string, Promise<ResolvedPaths>>();
  paths.resolvePaths = (logger, cwd, sources, support) => {
    const key = JSON.stringify([cwd, sources.paths, support ?? null]);
    let answer = resolved.get(key);
    if (!answer) {
      answer = resolve(logger, cwd, sources, support);
      resolved.set(key, answer);
      answer.catch(() => resolved.delete(key)); // a look that failed is not an answer: the next run looks again
    }
    // A copy each time: what one run does with its lists cannot reach the next.
    return answer.then((found) => structuredClone(found));
  };
}
