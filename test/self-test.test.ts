/**
 * The kit tests itself (promises-aplus-tests style): every sample under examples/ is run against its profile, and
 * the kit must report exactly what the sample's .expect.json says. The samples go through `todo-kit grade`'s engine
 * (one process per profile and job loads the steps once; each sample still in its own module host or command):
 * the same single runs, with the same reports, at a fraction of the cost of a kit process each. A correct sample
 * passes whole; a broken one fails on exactly the scenarios listed, each message naming the broken requirement; a
 * faulty one ends with the listed outcome kinds; a bad module stops the run with exit code 2. How long the faulty
 * ones take is a figure of `npm run bench` (section 3), not a test: a time limit here failed on a loaded machine.
 * (A sample that never ends is still caught: the grading budget stops it, and "over budget" is not its verdict.)
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { gradeRuns, notPassingByKind } from './run-kit';
import { samples } from './samples';

/** Whether a program can be run here (python3 may be missing: its samples are then skipped, saying why). */
function available(program: string): boolean {
  return spawnSync(program, ['--version'], { stdio: 'ignore' }).status === 0;
}

describe('the kit judges each sample implementation as its .expect.json says', { concurrency: true }, () => {
  // TODO_KIT_SELFTEST_PROFILE=<id> runs one profile's samples only (while working on that profile).
  const chosen = samples(process.env.TODO_KIT_SELFTEST_PROFILE || undefined);
  const runnable = chosen.filter((sample) => sample.requires === undefined || available(sample.requires));
  // The type check of a TypeScript sample (about 2 s of CPU) changes no verdict: only a sample that expects its
  // notice on stdout pays for it.
  const runs = gradeRuns(
    runnable.map((sample) => ({
      key: sample.expectation,
      profile: sample.profile,
      args: [...sample.target, '--profile', sample.profile, ...(sample.args ?? [])],
      typecheck: sample.stdout !== undefined,
    })),
  );
  for (const sample of chosen) {
    const missing = !runnable.includes(sample);
    it(sample.title, { skip: missing ? `${sample.requires} is not installed on this machine` : false }, async () => {
      const run = await runs.get(sample.expectation)!;
      const context = `\n(${sample.expectation})\n--- stdout (tail)\n${run.stdout.slice(-3000)}\n--- stderr\n${run.stderr.slice(-2000)}`;
      assert.equal(run.exitCode, sample.exitCode, `exit code${context}`);
      if (sample.stderr !== undefined) {
        assert.match(run.stderr, new RegExp(sample.stderr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), `stderr${context}`);
        assert.equal(run.outcomes.length, 0, 'no scenario may run after a loading error');
        return;
      }
      assert.ok(run.outcomes.length > 0, `no scenario ran${context}`);
      if (sample.stdout !== undefined) assert.ok(run.stdout.includes(sample.stdout), `stdout lacks ${JSON.stringify(sample.stdout)}${context}`);
      // A set of ids per kind: the order an .expect.json lists them in does not matter.
      const expected = Object.fromEntries(Object.entries(sample.expect ?? {}).map(([kind, ids]) => [kind, [...ids].sort()]));
      assert.deepEqual(notPassingByKind(run.outcomes), expected, `scenarios that did not pass${context}`);
      for (const outcome of run.outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped')) {
        const mentions = sample.mentions ?? [];
        assert.ok(
          mentions.length === 0 || mentions.some((m) => outcome.message?.includes(m)),
          `${outcome.id} fails without naming any of ${mentions.join(', ')}:\n${outcome.message}`,
        );
      }
    });
  }
});
