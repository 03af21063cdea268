/**
 * npm run selftest: `node --test` over the kit's test files (its arguments are node --test's; without a file among
 * them, every test/*.test.ts, the longest first), with the temporary
 * files of the tests and of every kit process they start in a folder of their own, and a check that nothing of the
 * kit's is left in it once they end. The folder goes in TMPDIR when the user set it; else in RAM (/dev/shm) when
 * there is room; else in the system's temporary folder.
 *
 * Why RAM: the self-test makes and removes thousands of files: report folders, scratch folders, a learner project
 * with the kit installed in it (6,000 files alone). On this machine's disk (ext4 mounted with discard) that cost a
 * tenth of npm test's CPU, measured in interleaved pairs. Outside the self-test the kit keeps using the system's
 * temporary folder: where a learner's code may write is not the kit's to put in RAM.
 *
 * The check: each kit process removes its own scratch folder, a grading pool its processes' folders, a test its
 * own; a folder left behind would be left in a user's /tmp too. The launcher names what is left and fails, unless
 * the tests were stopped (a signal), which cuts their clean-up short. Then it removes the whole folder, with what
 * others keep there (ts-node's compile cache).
 *
 * Off a terminal the log ends with the failed tests named (scripts/failure-recap.mjs): CI pages show a log's end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, statfsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exitCodeOfSignal } from '../cli/report-folder';
import { KIT_ROOT } from '../harness/defaults';
import { removeScratch } from '../harness/isolation';
import { memoryLeft } from './memory-left';

const RAM_DISK = '/dev/shm';
/** Every folder the kit makes in the temporary folder is named so (others' are not the kit's: ts-node's cache). */
const KIT_PREFIX = 'todo-kit-';
/** Room the self-test needs at its peak, on the RAM disk and in free memory: about 310 MB measured, with a margin. */
const ROOM_NEEDED = 1024 ** 3;

/** A RAM disk with room on it and in memory, or undefined (none here: macOS, Windows; too small; too little memory, or too little under a container's limit). */
function ramDisk(): string | undefined {
  try {
    const { bavail, bsize } = statfsSync(RAM_DISK);
    return bavail * bsize >= ROOM_NEEDED && memoryLeft() >= ROOM_NEEDED ? RAM_DISK : undefined;
  } catch {
    return undefined;
  }
}

/** The self-test's own temporary folder: in TMPDIR if the user set it, else on the RAM disk if it can be, else the system's. */
function temporaryFolder(): string {
  const make = (parent: string) => mkdtempSync(join(resolve(parent), 'todo-kit-selftest-'));
  const ram = process.env.TMPDIR ? undefined : ramDisk();
  let folder: string | undefined;
  try {
    if (ram) folder = make(ram);
  } catch {
    // a RAM disk this user cannot write: the system's temporary folder
  }
  folder ??= make(process.env.TMPDIR || tmpdir());
  chmodSync(folder, 0o711); // the user nobody must reach its own folder inside (hostile.test.ts); it lists nothing
  return folder;
}

const folder = temporaryFolder();
console.log(`selftest: temporary folder ${folder}`);
// TMP and TEMP too: os.tmpdir() reads those on Windows. GITHUB_ACTIONS is left out: the tests judge the kit as a
// terminal runs it, and those about GitHub Actions set it themselves. Inherited in a job, it had every kit process
// hold workflow commands and end with their token, and 4 tests that read a run's last line failed.
const { GITHUB_ACTIONS: _inActions, ...outer } = process.env;
const env = { ...outer, TMPDIR: folder, TMP: folder, TEMP: folder };
const cannotStart = (error: Error): void => {
  console.error(`selftest: could not start node --test: ${error.message}`);
  removeScratch(folder);
  process.exitCode = 1;
};

/**
 * The test files run first, each taking long alone: started early, they end with the others instead of after them.
 * Every other test/*.test.ts follows, by name: a new test file runs without being listed anywhere.
 */
const LONGEST_FIRST = ['examples', 'grade', 'hostile', 'cli', 'installed', 'baseline'].map((name) => join(KIT_ROOT, 'test', `${name}.test.ts`));

/** node --test's arguments: the ones given, with every test file when none is named, and a file concurrency for the cores. */
function testArguments(given: string[]): string[] {
  const args = [...given];
  if (!given.some((arg) => !arg.startsWith('-') && /\.[cm]?[jt]s$/.test(arg))) {
    const all = readdirSync(join(KIT_ROOT, 'test'))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => join(KIT_ROOT, 'test', name)) // wherever the launcher is started from
      .sort();
    args.push(...LONGEST_FIRST.filter((file) => all.includes(file)), ...all.filter((file) => !LONGEST_FIRST.includes(file)));
  }
  // One test file more than cores: a file waiting on its kit processes leaves a core to another (on 2 cores, 3 files
  // at a time took 70 s against 75 s with 2; more than that only made the processes compete for the cores).
  if (!given.some((arg) => arg.startsWith('--test-concurrency'))) args.unshift(`--test-concurrency=${availableParallelism() + 1}`);
  // Off a terminal (CI, a pipe), TAP as node --test writes it there, and after it a recap of the failed tests: a CI
  // page that shows a log's end shows what failed. On a terminal node's own reporter (spec) ends with such a recap.
  if (!process.stdout.isTTY && !given.some((arg) => arg.startsWith('--test-reporter'))) {
    args.unshift(
      ...['tap', join(KIT_ROOT, 'scripts', 'failure-recap.mjs')].flatMap((reporter) => [`--test-reporter=${reporter}`, '--test-reporter-destination=stdout']),
    );
  }
  return args;
}

let child: ChildProcess;
try {
  const args = ['--require', join(KIT_ROOT, 'harness', 'register-typescript.js'), '--test', ...testArguments(process.argv.slice(2))];
  child = spawn(process.execPath, args, { stdio: 'inherit', env });
} catch (error) {
  cannotStart(error as Error); // spawn throws some errors (E2BIG: the environment too large) instead of emitting them
  process.exit();
}
child.on('error', cannotStart);

// Ctrl-C reaches the tests too (one process group): they end, and then this process cleans up. A signal sent to
// this process alone is passed on (SIGHUP as SIGTERM: node --test has no handler for SIGHUP, and dying of it would
// leave its test files running). Either way the tests were cut short: what they leave is no finding.
let stopped: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopped ??= signal;
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}

child.on('exit', (code, signal) => {
  const ended = stopped ?? signal;
  process.exitCode = ended ? exitCodeOfSignal(ended) : (code ?? 1);
  const left = ended ? [] : readdirSync(folder).filter((name) => name.startsWith(KIT_PREFIX));
  removeScratch(folder);
  if (left.length === 0) return;
  console.error(`selftest: left in the temporary folder once the tests had ended (by the kit, or a test that did not clean up): ${left.join(', ')}`);
  process.exitCode ||= 1;
});
