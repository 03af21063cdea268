/** Runs the kit's command-line tool as a user would, and reads back what it wrote. */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { kitProcessEnv } from '../cli/kit-process-env';
import type { ScenarioOutcome } from '../cli/run-summary';
import type { OutcomesRecord } from '../cli/summary-report';
import { scratchFolder } from '../harness/isolation';

export const KIT_ROOT = resolve(__dirname, '..');
export const KIT_BIN = join(KIT_ROOT, 'bin', 'todo-kit.js');
/** The todo-list-v2 samples that the command-line tests run: one that passes everything, one that fails many scenarios. */
export const CORRECT = 'examples/todo-list-v2/correct-esm/index.mjs';
export const BROKEN = 'examples/todo-list-v2/broken/one-based-index.mjs';

export interface KitRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
  reportsDir: string;
  outcomes: ScenarioOutcome[];
  typeErrors?: OutcomesRecord['typeErrors'];
  notices?: OutcomesRecord['notices'];
}

/** What a run wrote to outcomes.json, as KitRun has it: no outcomes when it wrote none (a usage error). */
function recordIn(reportsDir: string): Pick<KitRun, 'outcomes' | 'typeErrors' | 'notices'> {
  const file = join(reportsDir, 'outcomes.json');
  if (!existsSync(file)) return { outcomes: [] };
  const { outcomes, typeErrors, notices } = JSON.parse(readFileSync(file, 'utf8')) as OutcomesRecord;
  return { outcomes, typeErrors, notices };
}

/**
 * The kit as typed, in `options.cwd` (the kit's folder by default), with its reports in a fresh folder unless `args`
 * names one. Its environment is this process's as the kit gives it to its own processes (cli/kit-process-env.ts).
 */
export function runKit(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; bin?: string; started?: (child: ChildProcessByStdio<null, Readable, Readable>) => void } = {},
): Promise<KitRun> {
  // A test that names its own --reports folder (the report folder's own tests) keeps it; others get a fresh one.
  const given = args.indexOf('--reports');
  const reportsDir = given >= 0 ? args[given + 1]! : scratchFolder('todo-kit-');
  const started = process.hrtime.bigint();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [options.bin ?? KIT_BIN, ...args, ...(given >= 0 ? [] : ['--reports', reportsDir])], {
      cwd: options.cwd ?? KIT_ROOT,
      env: { ...kitProcessEnv(args), ...options.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    options.started?.(child); // a test that stops the run midway
    child.on('close', (exitCode) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolvePromise({ exitCode, stdout, stderr, seconds, reportsDir, ...recordIn(reportsDir) });
    });
  });
}

/** The scenarios that did not pass, by kind: { failed: [...ids], 'timed out': [...] } (skipped ones left out). */
export function notPassingByKind(outcomes: ScenarioOutcome[]): Record<string, string[]> {
  const byKind: Record<string, string[]> = {};
  for (const o of outcomes) {
    if (o.kind === 'passed' || o.kind === 'skipped') continue;
    (byKind[o.kind] ??= []).push(o.id);
  }
  for (const keys of Object.values(byKind)) keys.sort();
  return byKind;
}

/**
 * Many runs at once through `todo-kit grade`'s engine (cli/grade-pool.ts): the same single runs, each in its own
 * module host or command, but the profile's steps loaded once per grading process. Each run's promise settles
 * as soon as that run is done. `args` are a single run's arguments (the implementation, --profile, options).
 */
export function gradeRuns(
  runs: { key: string; profile: string; args: string[]; typecheck?: boolean }[],
  settings: { jobs?: number; html?: boolean } = {},
): Map<string, Promise<KitRun>> {
  // Required here, not imported at the top: the tests that only spawn the kit do not load the pool.
  const { gradeAll } = require('../cli/grade-pool') as typeof import('../cli/grade-pool');
  const root = scratchFolder('todo-kit-grade-');
  const settle = new Map<number, (run: KitRun) => void>();
  const promises = new Map<string, Promise<KitRun>>();
  const jobs = runs.map(({ key, profile, args, typecheck }, id) => {
    promises.set(key, new Promise<KitRun>((resolvePromise) => settle.set(id, resolvePromise)));
    return { id, name: `run-${id}`, profile, argv: args, reportsDir: join(root, `run-${id}`), cwd: KIT_ROOT, typecheck };
  });
  // Grouped by profile (stable): a grading process serves one profile, and is started once per group and slot.
  const order = [...new Set(jobs.map((j) => j.profile))];
  jobs.sort((a, b) => order.indexOf(a.profile) - order.indexOf(b.profile) || a.id - b.id);
  void gradeAll(jobs, {
    // As many processes as cores. One more kept the cores busy while a fault sample waited on its timeout, but the
    // extra process and its module hosts then competed for the cores: the self-test took 64 s of CPU instead of 55,
    // for the same wall time (3 interleaved rounds on 2 cores), and npm test is bound by the CPU.
    jobs: settings.jobs ?? availableParallelism(),
    // The samples' verdicts are in outcomes.json; cucumber.html is checked by test/cli.test.ts and test/grade.test.ts,
    // and read for leaks in the hostile samples' reports.
    html: settings.html ?? false,
    onResult: (result) => {
      const { exitCode, stdout, stderr, seconds } = result;
      settle.get(result.job.id)!({ exitCode, stdout, stderr, seconds, reportsDir: result.job.reportsDir, ...recordIn(result.job.reportsDir) });
    },
  });
  return promises;
}

/**
 * The workflow commands GitHub Actions' runner would act on in a step's output, as it reads them: line by line,
 * holding them from `::stop-commands::<token>` until `::<token>::` (cli/github-actions.ts holdWorkflowCommands).
 */
export function workflowCommands(output: string): string[] {
  let held: string | undefined;
  const acted: string[] = [];
  for (const line of output.split('\n')) {
    if (held !== undefined) {
      if (line === `::${held}::`) held = undefined;
    } else if (line.startsWith('::stop-commands::')) held = line.slice('::stop-commands::'.length);
    else if (line.startsWith('::')) acted.push(line);
  }
  return acted;
}
