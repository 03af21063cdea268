/**
 * The module host (harness/module-host.ts) and a reset sent in the same write as the request after it (the kit does
 * that for a scenario's first request: harness/implementation-under-test.ts resetDue). The host finishes the reset
 * first; answers it at once, even when the request after it then blocks the process; and does not run that request,
 * nor a later one, on what a reset that failed left behind.
 */
import { expect } from 'chai';
import { rejects } from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ImplementationProcess } from '../harness/implementation-process';
import { ImplementationUnderTest } from '../harness/implementation-under-test';
import { ImplementationTimeout } from '../harness/outcomes';
import { findProfile } from '../harness/profiles';
import { scratchFolder } from '../harness/isolation';
import { nodeCheckPlace } from '../harness/syntax-place';

/** A mini-claude-code-v2 module (loaded afresh for every reset) that `source` completes, started in a module host. */
async function hostOf(source: string): Promise<ImplementationProcess> {
  const profile = findProfile('mini-claude-code-v2')!;
  const path = join(scratchFolder('todo-kit-module-host-'), 'manager.mjs');
  writeFileSync(path, source);
  return ImplementationProcess.start({ kind: 'module', path, label: path, profile: profile.id, adapter: profile.hostAdapter }, 5_000);
}

const started: ImplementationProcess[] = [];
after(() => Promise.all(started.map((host) => host.stop())));

describe('the module host: a reset, and the request sent with it', () => {
  it('answers a reset as soon as it is done, though the request after it blocks the process', async () => {
    // update() blocks its process for 1.5 s: a reset answered with it would come 1.5 s late.
    const host = await hostOf(
      'export function createTodoManager() {\n' +
        '  return { update() { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500); return "done"; }, render: () => "" };\n' +
        '}\n',
    );
    started.push(host);
    const sent = Date.now();
    const reset = host.client.request('reset', {}, 5_000).then(() => Date.now() - sent);
    const update = host.client.request('update', { items: [] }, 5_000).then(() => Date.now() - sent);
    const [resetMs, updateMs] = await Promise.all([reset, update]);
    expect(updateMs, 'the update blocked').to.be.at.least(1_400);
    expect(resetMs, 'the reset answered before the update had ended').to.be.below(updateMs - 1_000);
  });

  it("refuses what came with a reset that failed, rather than run it on the last scenario's instance", async () => {
    // The module throws as it is loaded the third time: initialize loads it, the first reset loads it afresh, the
    // second reset fails. An update run anyway would find the first reset's manager and answer "updated".
    const host = await hostOf(
      'globalThis.loads = (globalThis.loads ?? 0) + 1;\n' +
        'if (globalThis.loads === 3) throw new Error("the third load fails");\n' +
        'export function createTodoManager() { return { update: () => "updated", render: () => "" }; }\n',
    );
    started.push(host);
    await host.client.request('reset', {}, 5_000);
    const failedReset = host.client.request('reset', {}, 5_000);
    const update = host.client.request('update', { items: [] }, 5_000);
    await rejects(failedReset, /the third load fails/);
    await rejects(update, /not handled: the reset sent before it failed/);
    // Nor later, alone: the failed reset left no instance behind.
    await rejects(host.client.request('update', { items: [] }, 5_000), /send reset first/);
    await host.client.request('reset', {}, 5_000); // a reset after it is tried anew: the fourth load works
    expect(await host.client.request('update', { items: [] }, 5_000)).to.deep.equal({ returned: 'updated' });
  });
});

describe('what an implementation printed, as a failing scenario shows it (ImplementationProcess.takeOutput)', () => {
  /** A manager whose update prints what `print` says, in one write or in several, then answers. */
  const printing = (print: string) =>
    hostOf(`export function createTodoManager() {\n  return { update(items) { ${print}; return "done"; }, render: () => "" };\n}\n`);
  /**
   * Until the host's output has been read, `bytes` of it since `before` (it comes on its own pipes, apart from the
   * answer: on a loaded machine later than a fixed wait allowed), or 10 s have passed; it is then taken at once.
   */
  const settled = async (host: { printedBytes: number }, before: number, bytes: number) => {
    for (const started = Date.now(); host.printedBytes - before < bytes && Date.now() - started < 10_000;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('keeps the newest whole lines, says how many were left out, and joins a line written in pieces', async () => {
    const host = await printing('process.stdout.write(Array.from({ length: 100 }, (_, i) => `line ${i}`).join("\\n") + "\\n")');
    started.push(host);
    await host.client.request('reset', {}, 5_000);
    host.takeOutput(); // what loading printed
    const before = host.printedBytes;
    await host.client.request('update', { items: [] }, 5_000);
    await settled(host, before, Array.from({ length: 100 }, (_, i) => `line ${i}\n`).join('').length);
    const { lines, left } = host.takeOutput();
    expect(lines.at(-1)).to.equal('line 99');
    expect(lines.length + left!, 'every line printed is shown or counted').to.equal(100);
    expect(host.takeOutput(), 'taken once').to.deep.equal({ lines: [], left: 0 });
  });

  it('joins a line written in pieces, escapes control characters and stays small whatever is printed', async () => {
    const host = await printing(
      'process.stdout.write("half a "); setTimeout(() => process.stdout.write("line\\n"), 20); process.stderr.write("\\u0001".repeat(5000) + "\\n")',
    );
    started.push(host);
    await host.client.request('reset', {}, 5_000);
    host.takeOutput();
    const before = host.printedBytes;
    await host.client.request('update', { items: [] }, 5_000);
    await settled(host, before, 'half a line\n'.length + 5001);
    const { lines } = host.takeOutput();
    expect(lines).to.include('half a line');
    expect(lines.join('\n')).not.to.include('\u0001');
    expect(lines.join('\n').length, 'bounded once escaped').to.be.below(2_100);
  });
});

describe("a module's syntax error, where node --check finds it", () => {
  it("names the file, the line and the error, and none of Node's own frames", () => {
    const file = join(scratchFolder('todo-kit-syntax-'), 'unfinished.mjs');
    writeFileSync(file, 'export function createRegistry() {\n  return {\n}\n');
    expect(nodeCheckPlace(file)).to.deep.equal([`${file}:4`, 'SyntaxError: Unexpected end of input']);
  });
});

describe('calls sent at once, when one of them does not answer', () => {
  it('the others, cut off as the kit ends the process, are told so, not as a crash of the implementation', async () => {
    const profile = findProfile('mini-claude-code-v2')!;
    const path = join(scratchFolder('todo-kit-module-host-'), 'manager.mjs');
    // update() never settles; render() would answer, but only after the kit has given up on update().
    writeFileSync(
      path,
      'export function createTodoManager() {\n' +
        '  return { update: () => new Promise(() => {}), render: () => new Promise((answer) => setTimeout(() => answer("done"), 1500)) };\n' +
        '}\n',
    );
    const selection = { kind: 'module', path, label: path, profile: profile.id, adapter: profile.hostAdapter } as const;
    // The case needs the kit to end the process (update()'s time limit, 300 ms) and render() to be told so before its
    // own time limit is up, 150 ms later. On a loaded machine the kit's own event loop can stall past both (a CI run
    // failed so): render() then really did not answer within its time, the precondition did not hold, and the case is
    // run again.
    for (let attempt = 1; ; attempt++) {
      const implementation = new ImplementationUnderTest({ profile, selection, timeoutMs: 300, isReference: false, validateProtocol: false });
      try {
        await implementation.beginScenario();
        const hung = implementation.request('update', { items: [] }, 'update([])');
        await new Promise((wake) => setTimeout(wake, 150)); // sent later: its own time limit is not up when update()'s is
        const renderDue = performance.now() + 300;
        const cut = implementation.request('render', {}, 'render()');
        await rejects(hung, (error) => error instanceof ImplementationTimeout && /update\(\[\]\) did not answer within 300 ms/.test(error.message));
        const ended: unknown = await cut.then(
          () => new Error('render() answered'),
          (error: unknown) => error,
        );
        if (performance.now() > renderDue) {
          expect(attempt, "the kit's loop stalled past render()'s time limit every time").to.be.lessThan(5);
          continue;
        }
        expect(ended).to.be.instanceOf(ImplementationTimeout);
        expect((ended as Error).message).to.equal(
          'render() was not answered: the kit ended the implementation when update([]), sent while it waited, did not answer within 300 ms',
        );
        // A call sent once the process was ended was not cut off: it meets a process that is not running, and says so.
        await rejects(implementation.request('render', {}, 'render() later'), (error) => !(error instanceof ImplementationTimeout));
        return;
      } finally {
        await implementation.stop();
      }
    }
  });
});
