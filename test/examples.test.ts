/**
 * The kit tests itself (promises-aplus-tests style): every sample under examples/ is run against its profile, and
 * the kit must report exactly what the sample's .expect.json says. The samples go through `todo-kit grade`'s engine
 * (one process per profile and job loads the steps once; each sample still in its own module host or command):
 * the same single runs, with the same reports, at a fraction of the cost of a kit process each. A correct sample
 * passes whole; a broken one fails on exactly the scenarios listed, each message naming the broken requirement; a
 * faulty one ends with the listed outcome kinds; a bad module stops the run with exit code 2. How long the faulty
 * ones take is a figure of `npm run bench` (section 3), not a test: a time limit here failed on a loaded machine.
 * (A sample that never ends is still caught: the grading budget stops it, and "over budget" is not its verdict.)
 *
 * Named examples.test.ts, after the folder it judges, and so that it starts at once: node --test runs its files in the
 * order of their names, three at a time (npm run selftest), and this one, the longest, left alone at the end of
 * npm test, kept only one core busy for its last ten seconds.
 */
import { describe, it } from 'node:test';
import { assertVerdict, gradeSamples, isHostile, runsUnderNamePattern, samples, whyNotRunnable } from './samples';

const SUITE = 'the kit judges each sample implementation as its .expect.json says';

describe(SUITE, { concurrency: true }, () => {
  // TODO_KIT_SELFTEST_PROFILE=<id> runs one profile's samples only (while working on that profile), and a
  // --test-name-pattern one sample or a few: only the samples whose test it lets run are graded and listed (the
  // others are not even skipped, so that one sample's run reads in a few lines). The hostile samples are judged by
  // test/hostile.test.ts, with the same verdict check and more of their reports (run here too, they would be graded
  // twice).
  const chosen = samples(process.env.TODO_KIT_SELFTEST_PROFILE || undefined).filter(
    (sample) => !isHostile(sample) && runsUnderNamePattern([sample.title, SUITE]),
  );
  if (chosen.length === 0) console.log('examples.test.ts: no sample matches --test-name-pattern: none judged');
  const runs = gradeSamples(chosen.filter((sample) => !whyNotRunnable(sample)));
  for (const sample of chosen) {
    it(sample.title, { skip: whyNotRunnable(sample) }, async () => {
      assertVerdict(sample, await runs.get(sample.expectation)!);
    });
  }
});
