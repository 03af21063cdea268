// The kit from JavaScript: `verify(args)` runs the todo-kit command with the arguments it takes on a command line, in
// a process of its own, and answers the run's record (outcomes.json) as data. For an agent framework's or a
// course's own tests: `assert.ok((await verify(['./src/registry.ts'])).conformant)`.
//
// Plain JavaScript with no hook: requiring it loads nothing of the kit into the caller's process (the kit's own
// TypeScript loader would take over every .ts file the caller's test runner loads). The run is the command's, in a
// child process: cucumber keeps state per process, and a run's crash or exit must never be the caller's.
//
// The kit and this module share a socket (file descriptor 3, cli/caller-channel.ts): the kit answers there where
// it wrote its reports, and stops when this process is gone (a test runner that timed out and ended its worker),
// so that no run outlives the test that started it.
'use strict';

const { spawn } = require('node:child_process');
const { realpathSync } = require('node:fs');
const { isAbsolute, join, relative, resolve } = require('node:path');

const KIT_BIN = join(__dirname, '..', 'bin', 'todo-kit.js');
const CALLER_FD = 3;

/** A run that gave no verdict (exit 2: a usage or loading error; 3: the kit's own error; a signal): why, as the kit said it. */
class TodoKitError extends Error {
  constructor(message, run = {}) {
    super(message);
    this.name = 'TodoKitError';
    this.exitCode = run.exitCode ?? null;
    this.signal = run.signal ?? null;
    this.stdout = run.stdout ?? '';
    this.stderr = run.stderr ?? '';
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
 * The reports folder as the caller named it: the kit answers its real path (a process's working folder has no
 * links), which differs from `cwd` where `cwd` goes through a link (macOS's temporary folders do).
 */
function asSeenFrom(cwd, reports) {
  const inside = relative(realpathSync(cwd), reports);
  return inside.startsWith('..') || isAbsolute(inside) ? reports : join(cwd, inside);
}

/** The abort's reason, as fetch() and Node's own APIs reject: the signal's reason, else an AbortError. */
function abortReason(signal) {
  if (signal.reason !== undefined) return signal.reason;
  const error = new Error('This operation was aborted');
  error.name = 'AbortError';
  return error;
}

function checkArguments(args, options) {
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
    throw new TypeError("verify(args): args is the command's arguments, an array of strings, e.g. ['./src/registry.ts', '--profile', 'claude-code']");
  }
  if (args[0] === 'grade') throw new TypeError('verify(args): todo-kit grade writes a scoreboard, not one record: run it as a command');
  if (options === null || typeof options !== 'object') throw new TypeError('verify(args, options): options is an object ({ cwd, env, signal })');
}

/**
 * Runs the kit with `args`, as `todo-kit <args>` would (its reports where --reports says, by default reports/ in
 * `cwd`), and answers `{ exitCode, passes, conformant, record, summary, text, reportsDir, stdout, stderr }` once it has a
 * verdict (exit 0 or 1). Rejects with a TodoKitError when it has none, and with the signal's reason when aborted.
 */
async function verify(args, options = {}) {
  checkArguments(args, options);
  const { signal } = options;
  if (signal?.aborted) throw abortReason(signal);
  const cwd = resolve(options.cwd ?? process.cwd());
  const run = await new Promise((done, fail) => {
    const child = spawn(process.execPath, [KIT_BIN, ...args], {
      cwd,
      env: { ...process.env, ...options.env, TODO_KIT_CALLER_FD: String(CALLER_FD) },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    // Aborted, the kit gets SIGTERM: it stops its implementation and removes what it wrote, as on a CI cancel.
    const onAbort = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', onAbort, { once: true });
    let stdout = '';
    let stderr = '';
    let answer = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.stdio[CALLER_FD].setEncoding('utf8').on('data', (chunk) => (answer += chunk));
    child.on('error', fail);
    child.on('close', (exitCode, stopSignal) => {
      signal?.removeEventListener('abort', onAbort);
      done({ exitCode, signal: stopSignal, stdout, stderr, answer });
    });
  });
  if (signal?.aborted) throw abortReason(signal);
  if (run.exitCode !== 0 && run.exitCode !== 1) throw new TodoKitError(reason(run), run);
  if (run.answer === '') {
    throw new TodoKitError(
      `${['todo-kit', ...args].join(' ')} verified no implementation (help, a version, a list): verify() answers a run of one; run the others as a command`,
      run,
    );
  }
  // The record and summary as the kit wrote them, handed over whole: read again from the folder, they could be
  // another run's by now (the kit let go of the folder as it exited).
  const { reports, record, summary, text } = JSON.parse(run.answer);
  return {
    exitCode: run.exitCode,
    passes: run.exitCode === 0,
    conformant: record.conformant,
    record,
    summary,
    text,
    reportsDir: asSeenFrom(cwd, reports),
    stdout: run.stdout,
    stderr: run.stderr,
  };
}

module.exports = { verify, TodoKitError };
