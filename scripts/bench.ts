/**
 * npm run bench: the kit's speed, as figures (never as a timed test). Each figure is the median of several runs.
 *   1. npm run bdd on the reference: wall time, and the cost per scenario;
 *   2. the command-line tool on a correct JavaScript implementation, against 1 (target: at most 1.3 times);
 *   3. the line protocol (the Python example) beside the module host on the same scenarios (target: at most 1.5
 *      times). Skipped, saying so, where python3 is missing.
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

function marginalCost(label: string, full: Figure, args: string[]): void {
  const one = measure(`${label}, one scenario`, process.execPath, [join(ROOT, 'bin', 'todo-kit.js'), ...args]);
  const perScenario = ((full.seconds - one.seconds) * 1000) / (full.scenarios - one.scenarios);
  console.log(`${''.padEnd(58)} fixed cost ${one.seconds.toFixed(2)} s, then ${perScenario.toFixed(2)} ms per scenario`);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
console.log(`Node ${process.version}, ${require('node:os').cpus().length} cores\n`);
const bdd = measure('npm run bdd (the reference, src/index.ts)', npm, ['run', '--silent', 'bdd', '--']);
marginalCost('todo-kit (the reference)', bdd, ['--only', 'F001-01']);
const kit = (...args: string[]) => [join(ROOT, 'bin', 'todo-kit.js'), ...args];
const tool = measure('todo-kit examples/implementations/correct-esm/index.mjs', process.execPath, kit('examples/implementations/correct-esm/index.mjs'));
const python = spawnSync('python3', ['--version']).status === 0;
const applicable = 'not @in-process and not @reference-only';
const hosted = measure('the same, protocol-applicable scenarios only', process.execPath, kit('examples/implementations/correct-esm/index.mjs', '--tags', applicable));
const protocol = python
  ? measure('todo-kit --cmd "python3 examples/python/todo_registry.py"', process.execPath, kit('--cmd', 'python3 examples/python/todo_registry.py', '--tags', applicable))
  : undefined;

console.log(`\nnpm run bdd: ${bdd.seconds.toFixed(2)} s (target: under 2 s)`);
console.log(`tool on a correct implementation / npm run bdd: ${(tool.seconds / bdd.seconds).toFixed(2)} (target: at most 1.3)`);
if (protocol) console.log(`line protocol (Python) / module host, same ${protocol.scenarios} scenarios: ${(protocol.seconds / hosted.seconds).toFixed(2)} (target: at most 1.5)`);
else console.log('line protocol: not measured, python3 is not installed');
