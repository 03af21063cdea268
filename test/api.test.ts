/**
 * The kit from JavaScript (api/index.js): `verify(args)` answers a run's verdict and record as the command's
 * outcomes.json has them, wherever its reports went; rejects a run without a verdict with the kit's reason, and an
 * aborted one with the signal's reason; and no run outlives the process that started it. (The record's types are
 * the kit's own: api/record.d.ts.)
 */
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { TodoKitError, verify } from '../api';
import { scratchFolder } from '../harness/isolation';
import { isAlive } from '../harness/process-tree';
import { BROKEN, CORRECT, KIT_ROOT, runKit } from './run-kit';

/** A sample whose calls never answer. */
const HANGS = 'examples/todo-list-v2/faults/hangs.mjs';

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );

describe('the kit from JavaScript: verify(args)', () => {
  it("answers a passing run's verdict, record and summary, from the reports folder --reports names", async () => {
    const reports = join(scratchFolder('todo-kit-api-test-'), 'conformance');
    const result = await verify([CORRECT, '--only', 'F-008', '--reports', reports], { cwd: KIT_ROOT });
    expect(result.exitCode).to.equal(0);
    expect(result.passes).to.equal(true);
    expect(result.conformant, 'a narrowed run never claims conformance').to.equal(false);
    expect(result.record.selection?.by).to.deep.equal(['--only F-008']);
    expect(result.record.outcomes.length).to.equal(result.record.selection?.selected);
    expect(result.record.outcomes.every((outcome) => outcome.kind === 'passed')).to.equal(true);
    expect(result.summary).to.include('selection passed');
    expect(result.stdout).to.include('SELECTION PASSED');
    expect(result.reportsDir).to.equal(reports);
  });

  it("answers a failing run's failures as data, from the default reports folder of its cwd", async () => {
    const project = scratchFolder('todo-kit-api-test-');
    const result = await verify([join(KIT_ROOT, BROKEN), '--only', 'F-001.E4'], { cwd: project });
    expect(result.exitCode).to.equal(1);
    expect(result.passes).to.equal(false);
    const failed = result.record.outcomes.filter((outcome) => outcome.kind === 'failed');
    expect(failed.length).to.be.greaterThan(0);
    expect(failed[0]!.failure?.hints.join(' ')).to.include('0-based');
    expect(result.summary).to.include('not conformant').and.include('What to fix first');
    // The message to fail a test with: the terminal's summary, plain text (summary.md escapes for its tables: \( \_).
    expect(result.text)
      .to.match(/^Conformance of /)
      .and.include('What to fix first')
      .and.include('0-based');
    expect(result.text).not.to.match(/\\[()_*[\]|]/);
    expect(result.stdout).to.include(result.text);
    expect(result.reportsDir).to.equal(join(project, 'reports'));
    expect(existsSync(join(project, 'reports', 'outcomes.json'))).to.equal(true);
  });

  it('rejects a run without a verdict with the reason the kit gave: exit 2, or nothing verified (--help)', async () => {
    const typo = await rejection(verify(['examples/todo-list-v2/correct-esm/indx.mjs'], { cwd: KIT_ROOT }));
    expect(typo).to.be.instanceOf(TodoKitError);
    expect((typo as TodoKitError).exitCode).to.equal(2);
    expect((typo as TodoKitError).message).to.match(/^the implementation .*indx\.mjs does not exist/);
    const help = await rejection(verify(['--help']));
    expect(help).to.be.instanceOf(TodoKitError);
    expect((help as TodoKitError).message).to.include('verified no implementation');
    // Nothing named in the kit's own folder: every profile's reference, five runs, is no run for verify() to answer.
    const every = await rejection(verify([], { cwd: KIT_ROOT }));
    expect((every as TodoKitError).exitCode).to.equal(2);
    expect((every as TodoKitError).message).to.include('verify() runs one implementation');
  });

  it("rejects with the signal's reason when aborted, the run stopped and its reports removed", async () => {
    // An earlier run's record in the folder, and the abort once this run is under way (its staging folder made):
    // stopped, the run removes what it would have replaced and leaves nothing of its own.
    const reports = scratchFolder('todo-kit-api-test-');
    writeFileSync(join(reports, 'outcomes.json'), JSON.stringify({ profile: 'todo-list-v2', conformant: true, outcomes: [] }));
    const controller = new AbortController();
    const running = rejection(verify([CORRECT, '--reports', reports], { cwd: KIT_ROOT, signal: controller.signal }));
    const underWay = () => readdirSync(reports).some((name) => name.startsWith('.todo-kit-'));
    while (!underWay()) await new Promise((done) => setTimeout(done, 20));
    controller.abort(new Error('the test timed out'));
    expect(((await running) as Error).message).to.equal('the test timed out');
    expect(readdirSync(reports), 'the earlier record removed, no staging folder or lock left').to.deep.equal([]);
    const already = await rejection(verify([CORRECT], { signal: AbortSignal.abort() }));
    expect((already as Error).name).to.equal('AbortError');
  });

  it('stops its run when the process that called it is gone (a test runner that timed out and ended its worker)', async () => {
    const reports = join(scratchFolder('todo-kit-api-test-'), 'orphan');
    // A caller that starts a run, says the kit's process id, and is killed while the kit waits, printing nothing, on a
    // call that hangs for a minute: its run must end at once (not when it next writes to the caller's closed pipes),
    // and write nothing.
    const script = `const child = require('node:child_process');
      const spawn = child.spawn;
      child.spawn = (...args) => { const started = spawn(...args); console.log(started.pid); return started; };
      const { verify } = require(${JSON.stringify(join(KIT_ROOT, 'api'))});
      verify([${JSON.stringify(HANGS)}, '--timeout', '60000', '--reports', ${JSON.stringify(reports)}], { cwd: ${JSON.stringify(KIT_ROOT)} });`;
    const caller = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const kitPid = await new Promise<number>((done) => caller.stdout.once('data', (chunk: Buffer) => done(Number(String(chunk).trim()))));
    await new Promise((done) => setTimeout(done, 1500));
    caller.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (isAlive(kitPid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    const outlived = isAlive(kitPid);
    if (outlived) process.kill(kitPid, 'SIGTERM'); // this test's failure leaves no run behind either
    expect(outlived, 'the kit outlived its caller').to.equal(false);
    expect(existsSync(reports), 'the reports folder the run made is removed, with nothing written').to.equal(false);
  });

  it('the command as typed ignores a TODO_KIT_CALLER_FD that verify() did not hand it (a variable left in a shell)', async () => {
    // TODO_KIT_CALLER_FD left in a shell, naming a descriptor that is Node's own or none: a run as typed, exit 0.
    for (const fd of ['4', '3']) {
      const run = await runKit([CORRECT, '--only', 'F-008'], { env: { TODO_KIT_CALLER_FD: fd } });
      expect(run.exitCode, `TODO_KIT_CALLER_FD=${fd}: ${run.stderr}`).to.equal(0);
    }
  });

  it('refuses arguments it cannot honour, before any run: not an array, grade', async () => {
    for (const args of [['grade', 'class'], 'x.mjs' as unknown as string[], [1] as unknown as string[]]) {
      expect(await rejection(verify(args)), JSON.stringify(args)).to.be.instanceOf(TypeError);
    }
  });
});
