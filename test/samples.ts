/**
 * The sample implementations and what the kit must report for each (Cucumber Compatibility Kit style: each sample
 * sits beside its expected outcome). `examples/<profile>/…/name.mjs` is judged as `name.expect.json` says;
 * the profile is the first folder under examples/.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { KIT_ROOT } from '../harness/defaults';
import { gradeRuns, notPassingByKind, type KitRun } from './run-kit';

export interface SampleExpectation {
  /** The sample's file, beside the expectation (default: the one file with the same base name). */
  sample?: string;
  /** A command line instead of a file (a program that does not exist, say). */
  cmd?: string;
  args?: string[];
  /** A program without which the sample is skipped, with a message (a `.py` sample needs python3). */
  requires?: string;
  /**
   * The processor the sample is written for, as Node names it (`x64`): one that makes system calls by number, in
   * another process's registers (hostile/_ptrace.py syscall_in). Elsewhere it is skipped, with a message: it would
   * fail for its own reason.
   */
  arch?: string;
  /**
   * The sample traces a process that is not its descendant (its sandbox's pid 1): where Yama's ptrace_scope refuses
   * that (1 or more: Ubuntu's default), it is skipped, with a message, since it would test nothing there.
   */
  tracesAnAncestor?: boolean;
  note?: string;
  exitCode: number;
  /** By outcome kind, the ids of exactly the scenarios that must not pass. */
  expect?: Record<string, string[]>;
  /** Each of those failure messages names one of these. */
  mentions?: string[];
  /** Each of them also names one of these (a second fact of every message: the language its hints are in, say). */
  alsoMentions?: string[];
  /** None of them names any of these. */
  mentionsNone?: string[];
  /** By scenario id: a text its message holds (what one scenario must say, where `mentions` speaks for all). */
  messages?: Record<string, string>;
  /** By scenario id: a text its message must not hold (a hint that does not explain that failure). */
  messagesLack?: Record<string, string>;
  /** By scenario id: exactly what outcomes.json says the implementation printed during it (its `output`). */
  output?: Record<string, string>;
  /** A TypeScript sample: the type errors its outcomes.json counts. */
  typeErrors?: number;
  /**
   * The run's findings in outcomes.json (state kept between scenarios, say): one for each text listed, which it
   * contains. A sample that passes (exit code 0) has none unless it lists them.
   */
  notices?: string[];
  /** A usage error: stderr says this, and no scenario runs. */
  stderr?: string;
  stdout?: string;
}

export interface Sample extends SampleExpectation {
  profile: string;
  /** Kit-relative path of the expectation file. */
  expectation: string;
  /** The command-line arguments that select the sample (a path, or --cmd). */
  target: string[];
  title: string;
}

const EXPECT = '.expect.json';

function expectationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : expectationFiles(path);
    return entry.name.endsWith(EXPECT) ? [path] : [];
  });
}

function sampleFile(expectation: string, declared: string | undefined): string {
  const dir = dirname(expectation);
  if (declared) return join(dir, declared);
  const stem = basename(expectation, EXPECT);
  const siblings = readdirSync(dir).filter((f) => !f.endsWith(EXPECT) && f.replace(/\.[^.]+$/, '') === stem);
  if (siblings.length !== 1) throw new Error(`${relative(KIT_ROOT, expectation)}: ${siblings.length} files named ${stem}.*; name the sample with "sample"`);
  return join(dir, siblings[0]!);
}

const installed = new Map<string, boolean>();

/** Whether a program can be run here (python3 may be missing), asked once per program and process. */
export function available(program: string): boolean {
  if (!installed.has(program)) installed.set(program, spawnSync(program, ['--version'], { stdio: 'ignore' }).status === 0);
  return installed.get(program)!;
}

let interpreter: string | undefined;

/**
 * The interpreter that `python3` runs here, by its own path: graded samples start it directly (gradedTarget). A
 * version manager's `python3` is often a shim (pyenv's is a shell script that starts a dozen processes at every
 * start: about 50 ms of CPU against 35 ms for Python itself, measured on the README's machine), and a sample's
 * verdict does not depend on how its interpreter is found. Asked once per process; `python3` itself when the answer
 * is not a plain path (one a command line would have to quote) or Python cannot say.
 */
function python3(): string {
  if (interpreter === undefined) {
    // Asked from the temporary folder, as the kit starts a command from a scratch folder in it: a version manager
    // picks its Python by the folder it is started in (pyenv's .python-version files).
    const asked = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8', cwd: tmpdir(), timeout: 10_000 });
    const path = asked.status === 0 ? asked.stdout.trim() : '';
    interpreter = /^[\w./-]+$/.test(path) && isAbsolute(path) ? path : 'python3';
  }
  return interpreter;
}

/** What of this machine decides whether a sample can run: its processor, and Yama's ptrace_scope where Linux has Yama. */
export interface Machine {
  arch: string;
  ptraceScope?: number;
}

let machine: Machine | undefined;

/** This machine, looked at once per process. */
function thisMachine(): Machine {
  if (machine === undefined) {
    let ptraceScope: number | undefined;
    try {
      ptraceScope = Number(readFileSync('/proc/sys/kernel/yama/ptrace_scope', 'utf8').trim());
    } catch {
      // no Yama (or no Linux): tracing is as the user's rights allow
    }
    machine = { arch: process.arch, ptraceScope };
  }
  return machine;
}

/** Why a sample cannot run here (a program it needs is missing, another processor, tracing refused; its test is then skipped, saying so), or false. */
export function whyNotRunnable(sample: Sample, machine: Machine = thisMachine()): string | false {
  if (sample.arch !== undefined && sample.arch !== machine.arch) return `the sample is written for ${sample.arch}, and this machine is ${machine.arch}`;
  if (sample.tracesAnAncestor && (machine.ptraceScope ?? 0) > 0)
    return `the sample traces a process that is not its descendant, which Yama's ptrace_scope (${machine.ptraceScope}) refuses here`;
  return sample.requires !== undefined && !available(sample.requires) ? `${sample.requires} is not installed on this machine` : false;
}

/** Every sample of every profile (or of one), in a stable order. */
export function samples(profile?: string): Sample[] {
  const root = join(KIT_ROOT, 'examples');
  return expectationFiles(root)
    .sort()
    .map((file) => {
      const expectation = JSON.parse(readFileSync(file, 'utf8')) as SampleExpectation;
      const profileId = relative(root, file).split(/[\\/]/)[0]!;
      let target: string[];
      let requires = expectation.requires;
      if (expectation.cmd !== undefined) {
        target = ['--cmd', expectation.cmd];
      } else {
        const path = relative(KIT_ROOT, sampleFile(file, expectation.sample));
        if (path.endsWith('.py')) {
          target = ['--cmd', `python3 ${path}`];
          requires ??= 'python3';
        } else {
          target = [path];
        }
      }
      const title = `${profileId}: ${target.join(' ')}${expectation.note ? ` (${expectation.note})` : ''}`;
      return { ...expectation, requires, profile: profileId, expectation: relative(KIT_ROOT, file), target, title };
    })
    .filter((sample) => profile === undefined || sample.profile === profile);
}

/** Whether a sample's file exists where its expectation says (a missing one is a usage-error sample on purpose). */
export function sampleExists(sample: Sample): boolean {
  return sample.target[0] === '--cmd' || existsSync(join(KIT_ROOT, sample.target[0]!));
}

/** The hostile samples (examples/<profile>/hostile/): test/hostile.test.ts judges them, with more checks of their reports. */
export const isHostile = (sample: Sample): boolean => sample.expectation.includes('/hostile/');

/**
 * A run's verdict against its sample's expectation: the exit code; for a usage error, what stderr says and that
 * nothing ran; otherwise what stdout says, exactly the scenarios that did not pass (by kind, in any order), and
 * each of their messages naming one of `mentions`.
 */
export function assertVerdict(sample: Sample, run: KitRun): void {
  const context = `\n(${sample.expectation})\n--- stdout (tail)\n${run.stdout.slice(-3000)}\n--- stderr\n${run.stderr.slice(-2000)}`;
  assert.equal(run.exitCode, sample.exitCode, `exit code${context}`);
  if (sample.stderr !== undefined) {
    assert.ok(run.stderr.includes(sample.stderr), `stderr lacks ${JSON.stringify(sample.stderr)}${context}`);
    assert.equal(run.outcomes.length, 0, 'no scenario may run after a loading error');
    return;
  }
  assert.ok(run.outcomes.length > 0, `no scenario ran${context}`);
  if (sample.stdout !== undefined) assert.ok(run.stdout.includes(sample.stdout), `stdout lacks ${JSON.stringify(sample.stdout)}${context}`);
  if (sample.typeErrors !== undefined) assert.equal(run.typeErrors, sample.typeErrors, `type errors in outcomes.json${context}`);
  // The run's findings: those listed, else none for a sample that passes (state kept between scenarios, say, is a
  // finding that fails no scenario by itself).
  const expectedNotices = sample.notices ?? (sample.exitCode === 0 ? [] : undefined);
  if (expectedNotices !== undefined) {
    const notices = run.notices ?? [];
    assert.equal(notices.length, expectedNotices.length, `the findings in outcomes.json: ${JSON.stringify(notices)}${context}`);
    expectedNotices.forEach((text, i) => assert.ok(notices[i]!.includes(text), `finding ${i + 1} lacks ${JSON.stringify(text)}: ${notices[i]}${context}`));
  }
  const expected = Object.fromEntries(Object.entries(sample.expect ?? {}).map(([kind, ids]) => [kind, [...ids].sort()]));
  assert.deepEqual(notPassingByKind(run.outcomes), expected, `scenarios that did not pass${context}`);
  for (const outcome of run.outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped')) {
    for (const mentions of [sample.mentions ?? [], sample.alsoMentions ?? []]) {
      assert.ok(
        mentions.length === 0 || mentions.some((m) => outcome.message?.includes(m)),
        `${outcome.id} fails without naming any of ${mentions.join(', ')}:\n${outcome.message}`,
      );
    }
    const named = (sample.mentionsNone ?? []).filter((m) => outcome.message?.includes(m));
    assert.deepEqual(named, [], `${outcome.id} fails naming what it must not:\n${outcome.message}`);
  }
  for (const [id, text] of Object.entries(sample.messages ?? {})) {
    const message = run.outcomes.find((o) => o.id === id)?.message ?? '';
    assert.ok(message.includes(text), `${id}'s message lacks ${JSON.stringify(text)}:\n${message}${context}`);
  }
  for (const [id, text] of Object.entries(sample.messagesLack ?? {})) {
    const message = run.outcomes.find((o) => o.id === id)?.message;
    assert.ok(message !== undefined && !message.includes(text), `${id}'s message holds ${JSON.stringify(text)}, or it passed:\n${message}${context}`);
  }
  for (const [id, text] of Object.entries(sample.output ?? {})) {
    assert.equal(run.outcomes.find((o) => o.id === id)?.output, text, `what ${id} shows the implementation printed${context}`);
  }
}

/**
 * A sample's target as the grading engine runs it: a `.py` sample's `python3` replaced by the interpreter it runs
 * (python3(), above). Runs typed as a user types them (test/cli.test.ts, and hostile.test.ts's runs of sample.target)
 * keep `python3`.
 */
function gradedTarget(sample: Sample): string[] {
  const [flag, command] = sample.target;
  if (flag !== '--cmd' || sample.cmd !== undefined || !command!.startsWith('python3 ')) return sample.target;
  return [flag, `${python3()}${command!.slice('python3'.length)}`];
}

/** The --test-name-pattern values in `argv`: node --test passes those it was given on to each test file's process. */
export function testNamePatterns(argv: readonly string[]): RegExp[] {
  return argv.flatMap((arg, i) => {
    const value = arg.startsWith('--test-name-pattern=') ? arg.slice('--test-name-pattern='.length) : arg === '--test-name-pattern' ? argv[i + 1] : undefined;
    if (value === undefined) return [];
    const literal = /^\/(.*)\/([a-z]*)$/s.exec(value); // node's own form for flags: /pattern/i
    return [literal ? new RegExp(literal[1]!, literal[2]) : new RegExp(value)];
  });
}

/** This process's patterns, read once. */
const GIVEN_PATTERNS = testNamePatterns(process.execArgv);

/**
 * Whether a test named so (its own name, then its suites') can run under the --test-name-pattern given, if any: a
 * sample whose test is filtered out is neither graded nor listed, so that one sample is judged in seconds
 * (`npm run selftest -- --test-name-pattern=sorts-ties test/examples.test.ts`), not after its whole profile.
 */
export function runsUnderNamePattern(names: readonly string[], patterns: readonly RegExp[] = GIVEN_PATTERNS): boolean {
  return patterns.length === 0 || names.some((name) => patterns.some((pattern) => pattern.test(name)));
}

/** A sample of a profile's faults/ folder: it hangs, loops or crashes on purpose. */
const isFault = (sample: Sample): boolean => sample.expectation.split(/[\\/]/).includes('faults');

/**
 * Runs samples through `todo-kit grade`'s engine (run-kit.ts gradeRuns), each as a single run of its target and
 * arguments; the promises are keyed by the expectation file. The type check of a TypeScript sample (about 2 s of CPU)
 * changes no verdict: only a sample that expects its notice on stdout pays for it.
 */
export function gradeSamples(chosen: Sample[], settings: { html?: boolean } = {}): Map<string, Promise<KitRun>> {
  // The fault samples first: most of their time is spent waiting on timeouts, which the other samples' work then
  // fills; started last, their waits were the self-test's last seconds, with the cores idle.
  const waitsFirst = [...chosen].sort((a, b) => Number(!isFault(a)) - Number(!isFault(b)));
  return gradeRuns(
    waitsFirst.map((sample) => ({
      key: sample.expectation,
      profile: sample.profile,
      args: [...gradedTarget(sample), '--profile', sample.profile, ...(sample.args ?? [])],
      // The type check costs a grading process about 2 s of CPU: only the samples whose stdout or record tells of it.
      typecheck: sample.stdout !== undefined || sample.typeErrors !== undefined,
    })),
    settings,
  );
}
