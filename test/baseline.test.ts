/** The expected-failure baseline: written, read, judged, updated, and refused when it cannot be a baseline. */
import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { MAX_FAILURES_PRINTED, REPORT_FILES } from '../harness/defaults';
import { scratchFolder } from '../harness/isolation';
import { BROKEN, CORRECT, notPassingByKind, runKit } from './run-kit';

describe('the expected-failure baseline', () => {
  // A rule of F-001 (17 scenarios, not the feature's 89: each run costs less): the broken sample fails 16 of them
  // and passes one, which the tests below need both of.
  const BASELINE_RULE = 'F-001.E3';
  it('records the failures, forgives them, fails on a new one, and fails on a stale entry', async () => {
    const dir = scratchFolder('todo-kit-baseline-');
    const baseline = join(dir, 'baseline.json');
    // The scenarios of one rule of F-001: most of them fail for the broken sample, and all pass for the correct one.
    const selection = ['--only', BASELINE_RULE];

    const written = await runKit([BROKEN, ...selection, '--write-baseline', '--baseline', baseline]);
    expect(written.exitCode).to.equal(0);
    // The terminal prints the first failures in full, then how many more (the summary groups them all).
    const failed = notPassingByKind(written.outcomes).failed ?? [];
    expect(failed.length, 'enough failures to cut').to.be.greaterThan(MAX_FAILURES_PRINTED);
    expect(written.stdout.match(/^\d+\) Scenario: /gm) ?? []).to.have.length(MAX_FAILURES_PRINTED);
    expect(written.stdout).to.include(`… and ${failed.length - MAX_FAILURES_PRINTED} more, not printed here: "What to fix first" below groups`);
    const writtenFile = JSON.parse(readFileSync(baseline, 'utf8')) as { profile?: string; expectedFailures: { id: string }[] };
    expect(writtenFile.profile, 'the profile whose failures it lists').to.equal('todo-list-v2');
    const listed = writtenFile.expectedFailures.map((e) => e.id);
    expect(listed.length, 'failures recorded').to.be.greaterThan(1);
    expect(listed.sort()).to.deep.equal(Object.values(notPassingByKind(written.outcomes)).flat().sort());
    // Its reports judge by the baseline it wrote, as its exit code does: no report says it failed.
    expect(readFileSync(join(written.reportsDir, REPORT_FILES.summary), 'utf8')).to.match(/conformance: no new failures \(not conformant yet/);
    expect(readFileSync(join(written.reportsDir, REPORT_FILES.junit), 'utf8')).to.match(/<testsuite [^>]*failures="0" errors="0"/);

    const forgiven = await runKit([BROKEN, ...selection, '--baseline', baseline]);
    expect(forgiven.exitCode, forgiven.stdout).to.equal(0);
    expect(forgiven.stdout).to.include(`Baseline: ${listed.length} listed failure(s) still failing, 0 listed that now pass (stale), 0 new failure(s)`);
    // The run passes by the baseline; the implementation is still not conformant, and no report says it is.
    expect(forgiven.stdout).to.match(
      new RegExp(
        `NO NEW FAILURES \\(not conformant yet: ${listed.length} expected failure\\(s\\), listed in the baseline; \\d+ of \\d+ scenarios, chosen by --only ${BASELINE_RULE.replace('.', '\\.')}\\)`,
      ),
    );
    expect(readFileSync(join(forgiven.reportsDir, REPORT_FILES.landing), 'utf8')).to.include(`Selected by --only ${BASELINE_RULE}: `);
    expect(forgiven.stdout).not.to.match(/^\s*CONFORMANT\s*$/m);
    // The terminal prints in full only the failures that are news: here none.
    expect(forgiven.stdout).to.include(`${listed.length} failure(s) the baseline lists are not printed here`);
    expect(forgiven.stdout).not.to.match(/^\d+\) Scenario: /m);
    // JUnit as pytest writes an xfail: a CI viewer that fails a check on <failure> must not fail a run that passes.
    const forgivenJUnit = readFileSync(join(forgiven.reportsDir, REPORT_FILES.junit), 'utf8');
    expect(forgivenJUnit).to.match(new RegExp(`<testsuite [^>]*failures="0" errors="0" skipped="${listed.length}" time="\\d+\\.\\d{3}"`));
    expect(forgivenJUnit).to.include('<skipped message="expected failure, listed in the baseline (failed): ');
    expect(forgivenJUnit, 'each scenario timed').not.to.match(/<testsuite [^>]*time="0.000"/);
    const record = JSON.parse(readFileSync(join(forgiven.reportsDir, REPORT_FILES.outcomes), 'utf8')) as { conformant: boolean; baseline: unknown };
    expect(record.conformant).to.equal(false);
    expect(record.baseline).to.deep.equal({ passes: true, expected: listed.length, new: 0, stale: 0 });
    expect(readFileSync(join(forgiven.reportsDir, REPORT_FILES.summary), 'utf8')).to.match(/conformance: no new failures \(not conformant yet: \d+ expected/);
    expect(readFileSync(join(forgiven.reportsDir, REPORT_FILES.landing), 'utf8')).to.include('<h1 class="held">NO NEW FAILURES');

    const partial = join(dir, 'partial.json');
    // An entry that names no scenario of the profile (one a kit update renamed) can never match: a notice says so.
    writeFileSync(partial, JSON.stringify({ expectedFailures: [...listed.slice(1), 'F001-E3-RENAMED'].map((id) => ({ id })) }));
    const newFailure = await runKit([BROKEN, ...selection, '--baseline', partial]);
    expect(newFailure.exitCode).to.equal(1);
    expect(newFailure.stdout).to.include('1 new');
    expect(newFailure.notices).to.deep.equal([
      `1 entry of the baseline ${partial} names no scenario of the todo-list-v2 profile, and can never match: F001-E3-RENAMED. ` +
        'The kit renamed or dropped those scenarios since the baseline was written: remove the entries, or write it again with --write-baseline',
    ]);
    // The new failure is the one printed in full.
    expect(newFailure.stdout.match(/^\d+\) Scenario: /gm) ?? []).to.have.length(1);
    expect(newFailure.stdout).to.include(`${listed.length - 1} failure(s) the baseline lists are not printed here`);

    const partialWrite = await runKit([BROKEN, '--write-baseline', '--baseline', baseline, '--only', 'F-007']);
    expect(partialWrite.stdout).to.include(`Wrote ${listed.length} expected failure(s) (${listed.length} kept`);
    const relisted = (JSON.parse(readFileSync(baseline, 'utf8')) as { expectedFailures: { id: string }[] }).expectedFailures.map((e) => e.id);
    expect(relisted.sort()).to.deep.equal([...listed].sort());

    // A selection that meets none of the baseline's failures is judged as a selection: the baseline forgave nothing.
    const elsewhere = await runKit([BROKEN, '--only', 'F-007', '--baseline', baseline]);
    expect(elsewhere.exitCode).to.equal(0);
    expect(elsewhere.stdout).to.include('SELECTION PASSED').and.not.include('NO NEW FAILURES');

    const fixed = await runKit([CORRECT, ...selection, '--baseline', baseline]);
    expect(fixed.exitCode).to.equal(1);
    expect(fixed.stdout).to.include(`stale: ${listed[0]} now passes; --update-baseline removes it from the baseline`).and.include('BASELINE OUT OF DATE');
    // Every scenario passed, and the run still fails: its summary's headline says so.
    expect(readFileSync(join(fixed.reportsDir, REPORT_FILES.summary), 'utf8').split('\n')[0])
      .to.include('baseline out of date')
      .and.include('❌');
    // As pytest's strict xpass: the stale entries fail the run, so they are JUnit failures.
    expect(readFileSync(join(fixed.reportsDir, REPORT_FILES.junit), 'utf8')).to.match(
      new RegExp(`<testsuite [^>]*failures="${listed.length}" errors="0"[\\s\\S]*<failure type="StaleBaselineEntry"`),
    );
  });

  it('--update-baseline removes the entries that now pass, and only those, and says how many', async () => {
    const probe = await runKit([BROKEN, '--only', BASELINE_RULE]);
    const passing = probe.outcomes.find((o) => o.kind === 'passed')!.id;
    const failing = probe.outcomes.filter((o) => o.kind === 'failed').map((o) => o.id);
    const baseline = join(scratchFolder('todo-kit-baseline-'), 'baseline.json');
    const entries = [...failing, passing, 'F007-NOT-SELECTED'].map((id) => ({ id }));
    writeFileSync(baseline, JSON.stringify({ $comment: 'mine', expectedFailures: entries }));
    const stale = await runKit([BROKEN, '--only', BASELINE_RULE, '--baseline', baseline]);
    expect(stale.exitCode, 'a stale entry fails the run').to.equal(1);
    expect(stale.stdout).to.include('--update-baseline removes it');
    expect(readFileSync(join(stale.reportsDir, 'summary.md'), 'utf8')).to.include('Run again with `--update-baseline`');
    expect(readFileSync(join(stale.reportsDir, 'index.html'), 'utf8')).to.include('<code>--update-baseline</code>');

    const updated = await runKit([BROKEN, '--only', BASELINE_RULE, '--baseline', baseline, '--update-baseline']);
    expect(updated.exitCode, updated.stdout).to.equal(0);
    expect(updated.stdout)
      .to.include(`Removed 1 entry that now passes from`)
      .and.include(`(${passing}); ${failing.length + 1} remain.`);
    const file = JSON.parse(readFileSync(baseline, 'utf8')) as { $comment: string; expectedFailures: { id: string }[] };
    expect(file.expectedFailures.map((e) => e.id)).to.deep.equal([...failing, 'F007-NOT-SELECTED']);
    expect(file.$comment).to.equal('mine');

    const again = await runKit([BROKEN, '--only', BASELINE_RULE, '--baseline', baseline, '--update-baseline']);
    expect(again.stdout).to.include(`is up to date: no entry of it passes yet (${failing.length + 1} remain)`);
    expect((await runKit([BROKEN, '--write-baseline', '--update-baseline'])).exitCode, 'write and update at once').to.equal(2);
  });

  it("a baseline is one profile's: read or rewritten for another, it is a usage error that names both", async () => {
    const dir = scratchFolder('todo-kit-baseline-');
    const mine = join(dir, 'todo-list-v2.json');
    writeFileSync(mine, JSON.stringify({ profile: 'todo-list-v2', expectedFailures: [{ id: 'F001-E3-ITEM' }] }));
    const claudeCode = ['--profile', 'claude-code', 'examples/claude-code/correct/section-15.cjs', '--only', 'CC01-01'];
    for (const args of [
      ['--baseline', mine],
      ['--baseline', mine, '--write-baseline'],
    ]) {
      const run = await runKit([...claudeCode, ...args]);
      expect(run.exitCode, args.join(' ')).to.equal(2);
      expect(run.stderr).to.include(`the baseline ${mine} lists the failures of the todo-list-v2 profile, and this run verifies claude-code`);
      expect(run.outcomes, 'no scenario ran').to.deep.equal([]);
    }
    // A file of an older kit does not say whose it is: none of its entries naming a scenario here tells it.
    const older = join(dir, 'older.json');
    writeFileSync(older, JSON.stringify({ expectedFailures: [{ id: 'F001-E3-ITEM' }, { id: 'F001-E3/a-single-space' }] }));
    const run = await runKit([...claudeCode, '--baseline', older]);
    expect(run.exitCode).to.equal(2);
    expect(run.stderr).to.include(`none of the 2 entries of the baseline ${older} names a scenario of the claude-code profile (the first: F001-E3-ITEM)`);
  });

  it('a baseline file that is missing or malformed is a usage error', async () => {
    expect((await runKit([CORRECT, '--baseline', '/nonexistent/baseline.json'])).exitCode).to.equal(2);
    const bad = join(scratchFolder('todo-kit-baseline-'), 'bad.json');
    writeFileSync(bad, '{"expectedFailures": "all of them"}');
    const run = await runKit([CORRECT, '--baseline', bad]);
    expect(run.exitCode).to.equal(2);
    expect(run.stderr).to.include('expectedFailures');
    // One to write into a folder that is not there: said before any scenario runs (it was an internal error, exit 3, after them all).
    const nowhere = join(scratchFolder('todo-kit-baseline-'), 'no-such-folder', 'baseline.json');
    const unwritable = await runKit([CORRECT, '--only', 'F-008', '--write-baseline', '--baseline', nowhere]);
    expect(unwritable.exitCode).to.equal(2);
    expect(unwritable.stderr).to.include('no-such-folder does not exist, so the baseline cannot be written there');
    expect(unwritable.outcomes).to.deep.equal([]);
  });
});
