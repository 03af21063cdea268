/**
 * The samples' own metadata (test/samples.ts), apart from any run: when a sample cannot run here, it is skipped with
 * a reason instead of failing for its own or passing without testing anything; and together their expectations
 * fail every scenario of every profile.
 */
import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { describe, it } from 'node:test';
import { parseFeature, rowKeysOf } from '../cli/scenario-ids';
import { KIT_ROOT } from '../harness/defaults';
import { profiles } from '../harness/profiles';
import { runsUnderNamePattern, samples, testNamePatterns, whyNotRunnable, type Sample } from './samples';

describe('a sample that cannot run on this machine', () => {
  // hostile/_ptrace.py traces the sandbox's pid 1, an ancestor, which Yama's ptrace_scope 1 refuses (Ubuntu's
  // default); its syscall_in makes x86_64 system calls by number: on arm64 that sample raised at its start (stop 52's
  // note), and where tracing was refused the other passed without testing anything (review 126).
  const tracing = samples().filter((sample) => /\b(?:import|from) _ptrace\b/.test(source(sample)));
  const byNumber = tracing.filter((sample) => /\b_ptrace\.syscall_in\(/.test(source(sample)));

  it('is every sample that traces through hostile/_ptrace.py, declared so, and for x64 where it makes system calls by number', () => {
    expect(tracing.length, 'samples that import hostile/_ptrace.py').to.be.greaterThan(1);
    expect(byNumber.length, 'samples that use its syscall_in').to.be.greaterThan(0);
    for (const sample of tracing) expect(sample.tracesAnAncestor, sample.expectation).to.equal(true);
    const x64 = new Set(byNumber.map((sample) => sample.expectation));
    for (const sample of samples()) expect(sample.arch, sample.expectation).to.equal(x64.has(sample.expectation) ? 'x64' : undefined);
  });

  it('is skipped, saying why: on another processor, or where a process may not trace its ancestor', () => {
    const [sample] = byNumber;
    const here = { arch: 'x64', ptraceScope: 0 };
    expect(whyNotRunnable(sample!, { ...here, arch: 'arm64' })).to.equal('the sample is written for x64, and this machine is arm64');
    expect(whyNotRunnable(sample!, { ...here, ptraceScope: 1 })).to.equal(
      "the sample traces a process that is not its descendant, which Yama's ptrace_scope (1) refuses here",
    );
    // Neither reason where neither holds (no Yama at all, say), and neither for a sample that declares neither.
    for (const machine of [here, { arch: 'x64' }]) expect(whyNotRunnable(sample!, machine) || '').not.to.match(/written for|ptrace_scope/);
    expect(whyNotRunnable({ ...sample!, arch: undefined, tracesAnAncestor: undefined, requires: undefined }, { arch: 'arm64', ptraceScope: 3 })).to.equal(
      false,
    );
  });
});

describe('a sample whose test --test-name-pattern filters out', () => {
  it("is not graded: its name, or its suite's, must match a pattern, in either of node's forms", () => {
    const names = ['claude-code: examples/claude-code/broken/sorts-ties-by-id.mjs (a note)', 'the suite'];
    expect(runsUnderNamePattern(names, testNamePatterns([])), 'no pattern').to.equal(true);
    expect(runsUnderNamePattern(names, testNamePatterns(['--test-name-pattern=sorts-ties']))).to.equal(true);
    expect(runsUnderNamePattern(names, testNamePatterns(['--test-name-pattern', '/SORTS-TIES/i']))).to.equal(true);
    expect(runsUnderNamePattern(names, testNamePatterns(['--test-name-pattern=^the suite$']))).to.equal(true);
    expect(runsUnderNamePattern(names, testNamePatterns(['--test-name-pattern=status-ok']))).to.equal(false);
    expect(runsUnderNamePattern(names, testNamePatterns(['--test-name-pattern=status-ok', '--test-name-pattern=sorts']))).to.equal(true);
  });
});

describe('every scenario of every profile', () => {
  // A check that no sample fails has never been seen to fail: it may pass whatever an implementation does. Each
  // scenario, and each row of an outline, of the default run and of --strict alike, is failed (not errored: that is
  // the implementation's crash, not the check) by at least one broken sample or strict run, its expectation says
  // so, and test/examples.test.ts holds the kit to it, on any machine. A @reference-only scenario reads the kit's
  // own reference (src/), never a sample: test/reference-checks.test.ts shows its checks fail on a broken copy.
  it("is failed by at least one sample, row by row, but those that read only the kit's own reference", () => {
    // Only samples that run on any machine count: one that needs python3, bubblewrap or a processor is skipped where
    // that is missing, and there nothing would show the check can fail.
    const everywhere = samples().filter((sample) => sample.requires === undefined && sample.arch === undefined && !sample.tracesAnAncestor);
    const failedBySample = new Set(everywhere.flatMap((sample) => (sample.expect?.failed ?? []).map((id) => `${sample.profile} ${id}`)));
    const neverFailed: string[] = [];
    for (const profile of profiles()) {
      for (const file of readdirSync(profile.featuresDir).filter((name) => name.endsWith('.feature'))) {
        const document = parseFeature(join(profile.featuresDir, file), file);
        const rowKeys = rowKeysOf(document);
        const feature = document.feature!;
        const scenarios = feature.children
          .flatMap((child) => (child.rule ? child.rule.children : [child]))
          .flatMap((child) => (child.scenario ? [child.scenario] : []));
        for (const scenario of scenarios) {
          const where = `features/${profile.id}/${file}:${scenario.location.line}`;
          if ([...feature.tags, ...scenario.tags].some((tag) => tag.name === '@reference-only')) continue;
          const id = scenario.tags.find((tag) => tag.name.startsWith('@id:'))?.name.slice(4);
          if (id === undefined) {
            neverFailed.push(`a scenario without an @id: tag (${where})`);
            continue;
          }
          const rows = scenario.examples.flatMap((examples) => examples.tableBody.map((row) => `${id}/${rowKeys.get(row.id)}`));
          for (const key of rows.length > 0 ? rows : [id]) if (!failedBySample.has(`${profile.id} ${key}`)) neverFailed.push(`${profile.id} ${key} (${where})`);
        }
      }
    }
    expect(
      neverFailed.length,
      `scenarios no sample fails (add a broken sample, or a strict run of a correct variant; or restore the .expect.json that listed them):\n${neverFailed.join('\n')}\n`,
    ).to.equal(0);
  });
});

describe('every program under examples/', () => {
  // Samples are found by their .expect.json alone: a sample whose expectation went missing would be judged by no test,
  // and say nothing. Each file is a sample named by an expectation, or a part another file there imports.
  it('is a sample with its .expect.json, or a part of others', () => {
    const files = (readdirSync(join(KIT_ROOT, 'examples'), { recursive: true }) as string[])
      .filter((file) => /\.(?:[mc]?js|ts|py)$/.test(file) && !file.split(sep).includes('node_modules'))
      .map((file) => join('examples', file));
    const judged = new Set(
      samples().flatMap((sample) =>
        sample.target[0] === '--cmd' ? sample.target[1]!.split(' ').filter((word) => word.startsWith('examples/')) : [sample.target[0]!],
      ),
    );
    const texts = new Map(files.map((file) => [file, readFileSync(join(KIT_ROOT, file), 'utf8')]));
    const unjudged = files.filter((file) => {
      if (judged.has(file)) return false;
      const stem = basename(file).replace(/\.[^.]+$/, '');
      const imported = new RegExp(`['"/]${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.[a-z]+)?['"]|\\b(?:import|from) ${stem}\\b`);
      return ![...texts].some(([other, text]) => other !== file && imported.test(text));
    });
    expect(unjudged, 'samples without an .expect.json beside them (or named by one): the self-test never judges them').to.deep.equal([]);
  });
});

/** The source of a `python3 <file>` sample, or '' for another (or a file missing on purpose). */
function source(sample: Sample): string {
  const file = sample.target[0] === '--cmd' ? /^python3 (\S+\.py)$/.exec(sample.target[1]!)?.[1] : undefined;
  return file && existsSync(join(KIT_ROOT, file)) ? readFileSync(join(KIT_ROOT, file), 'utf8') : '';
}
