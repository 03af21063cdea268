/**
 * npm run bench: the kit's speed, as figures (never as a timed test). Each figure is the median of several runs.
 *   1. npm run bdd on the reference: wall time, and the cost per scenario;
 *   2. the command-line tool on a correct JavaScript implementation, against 1 (target: at most 1.3 times).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Figure {
  seconds: number;
  scenarios: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Run a command RUNS times (after one warm-up) and give the median wall time and the scenario count. */
function measure(label: string, command: string, args: string[]): Figure {
  const times: number[] = [];
  let scenarios = 0;
  for (let i = 0; i <= RUNS; i++) {
    const reports = mkdtempSync(join(tmpdir(), 'todo-kit-bench-'));
    const started = process.hrtime.bigint();
    const run = spawnSync(command, [...args, '--reports', reports], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (run.status !== 0) throw new Error(`${label} failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    scenarios = (JSON.parse(readFileSync(join(reports, 'outcomes.json'), 'utf8')) as { outcomes: unknown[] }).outcomes.length;
    if (i > 0) times.push(seconds); // the first run warms the disk cache
  }
  const figure = { seconds: median(times), scenarios };
  console.log(`${label.padEnd(58)} ${figure.seconds.toFixed(2)} s  (${scenarios} scenarios, ${((figure.seconds * 1000) / scenarios).toFixed(1)} ms each, median of ${RUNS})`);
  return figure;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
console.log(`Node ${process.version}, ${require('node:os').cpus().length} cores\n`);
const bdd = measure('npm run bdd (the reference, src/index.ts)', npm, ['run', '--silent', 'bdd', '--']);
const tool = measure('todo-kit examples/implementations/correct-esm/index.mjs', process.execPath, [join(ROOT, 'bin', 'todo-kit.js'), 'examples/implementations/correct-esm/index.mjs']);
console.log(`\nnpm run bdd: ${bdd.seconds.toFixed(2)} s (target: under 2 s)`);
console.log(`tool on a correct implementation / npm run bdd: ${(tool.seconds / bdd.seconds).toFixed(2)} (target: at most 1.3)`);
