/**
 * A grading process asks cucumber where its feature and support files are once, and keeps the answer
 * (cli/feature-paths-cache.ts): the same question gets the same answer, a different one its own, and no run can
 * change what the next is told.
 */
import { expect } from 'chai';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CUCUMBER_LIB } from '../cli/cucumber-files';
import { cacheFeaturePaths } from '../cli/feature-paths-cache';
import { KIT_ROOT } from './run-kit';

type Resolved = { sourcePaths: string[]; importPaths: string[] };
const paths = require(join(CUCUMBER_LIB!, 'paths', 'paths.js')) as {
  resolvePaths(logger: unknown, cwd: string, sources: { paths: string[] }, support?: Record<string, unknown>): Promise<Resolved>;
};
const logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const support = { requireModules: [], requirePaths: [], importPaths: [], loaders: [] };
const ask = (glob: string) => paths.resolvePaths(logger, KIT_ROOT, { paths: [glob] }, support);
const relativeTo = (files: string[]) => files.map((file) => file.slice(KIT_ROOT.length + 1));

describe("the feature files' places, looked up once per grading process", () => {
  const uncached = paths.resolvePaths;
  cacheFeaturePaths();

  it("is installed in cucumber's paths module (a cucumber that moved it would lose it without a word)", () => {
    expect(paths.resolvePaths).to.not.equal(uncached);
  });

  it('answers each question with its own files, the same as cucumber does', async () => {
    const envelope = 'features/envelope-mvp/**/*.feature';
    const shell = 'features/shell-command/**/*.feature';
    for (const glob of [envelope, shell, envelope]) {
      const answer = relativeTo((await ask(glob)).sourcePaths);
      expect(answer, glob).to.deep.equal(relativeTo((await uncached(logger, KIT_ROOT, { paths: [glob] }, support)).sourcePaths));
      expect(answer.length, glob).to.be.greaterThan(0);
      expect(
        answer.every((file) => file.startsWith(glob.split('*')[0]!)),
        glob,
      ).to.equal(true);
    }
  });

  it('hands out a copy: what one run does with its lists does not reach the next', async () => {
    const glob = 'features/mini-claude-code-v2/**/*.feature';
    const first = await ask(glob);
    const files = [...first.sourcePaths];
    first.sourcePaths.length = 0;
    expect((await ask(glob)).sourcePaths).to.deep.equal(files);
  });
});
