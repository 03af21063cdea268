// The kit from JavaScript: `verify(args)` runs the todo-kit command in a process of its own, with the arguments it
// takes on a command line, and answers the run's record (outcomes.json) as data. For an agent framework's or a
// course's own tests: `expect((await verify(['./src/registry.ts'])).conformant).toBe(true)`.
//
// Plain JavaScript with no hook: requiring it loads nothing of the kit into the caller's process (the kit's own
// TypeScript loader would take over every .ts file the caller's test runner loads). The run is the command's, in a
// child process: cucumber keeps state per process, and a run's crash or exit must never be the caller's.
'use strict';

const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const KIT_BIN = join(__dirname, '..', 'bin', 'todo-kit.js');

/** A run that gave no verdict (exit 2: a usage or loading error; 3: the kit's own error; a signal): why, as the kit said it. */
class TodoKitError extends Error {
  constructor(message, run) {
    super(message);
    this.name = 'TodoKitError';
    this.exitCode = run.exitCode;
    this.signal = run.signal;
    this.stdout = run.stdout;
    this.stderr = run.stderr;
  }
}

/** The first paragraph of what the kit printed on stderr ("todo-kit: " left out): the reason, without the help after it. */
function reason(run) {
  const said = run.stderr
    .trim()
    .replace(/^todo-kit: /, '')
    .split('\n\n')[0];
  if (said) return said;
  return run.signal ? `the kit was stopped by ${run.signal}` : `the kit exited with code ${run.exitCode} and said nothing`;
}

/**
 * Runs the kit with `args`, as `todo-kit <args>` would, and answers
 * `{ exitCode, passes, conformant, record, summary, stdout, stderr, reportsDir }` once it has a verdict (exit 0 or 1).
 * Rejects with a TodoKitError when it has none. The reports go in `options.reports`; without it, in a temporary
 * folder that is removed once the record is read.
 */
async function verify(args, options = {}) {
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
    throw new TypeError("verify(args): args is the command's arguments, an array of strings, e.g. ['./src/registry.ts', '--profile', 'claude-code']");
  }
  if (args.some((arg) => arg === '--reports' || arg.startsWith('--reports='))) {
    throw new TypeError('verify(args, { reports }): name the reports folder with the reports option, not --reports (verify reads the record from it)');
  }
  if (args[0] === 'grade') throw new TypeError('verify(args): todo-kit grade writes a scoreboard, not one record: run it as a command');
  const cwd = resolve(options.cwd ?? process.cwd());
  const kept = options.reports !== undefined;
  const reportsDir = kept ? resolve(cwd, options.reports) : mkdtempSync(join(tmpdir(), 'todo-kit-api-'));
  try {
    const run = await new Promise((done, fail) => {
      const child = spawn(process.execPath, [KIT_BIN, ...args, '--reports', reportsDir], {
        cwd,
        env: { ...process.env, ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Aborted, the kit gets SIGTERM: it stops its implementation and removes what it wrote, as on a CI cancel.
        ...(options.signal && { signal: options.signal, killSignal: 'SIGTERM' }),
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
      child.on('error', (error) => {
        if (error.name !== 'AbortError') fail(error); // aborted: 'close' follows, with the kit's signal
      });
      child.on('close', (exitCode, signal) => done({ exitCode, signal, stdout, stderr }));
    });
    if (run.exitCode !== 0 && run.exitCode !== 1) throw new TodoKitError(reason(run), run);
    const record = JSON.parse(readFileSync(join(reportsDir, 'outcomes.json'), 'utf8'));
    const summary = readFileSync(join(reportsDir, 'summary.md'), 'utf8');
    return {
      exitCode: run.exitCode,
      passes: run.exitCode === 0,
      conformant: record.conformant,
      record,
      summary,
      stdout: run.stdout,
      stderr: run.stderr,
      reportsDir: kept ? reportsDir : undefined,
    };
  } finally {
    if (!kept) rmSync(reportsDir, { recursive: true, force: true });
  }
}

module.exports = { verify, TodoKitError };
