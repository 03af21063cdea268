/**
 * The processes the kit started, as /proc shows them (harness/process-tree.ts): a zombie is gone, whatever ps lists,
 * and the kit's waits for what it killed last until it is gone, or until their bound.
 */
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { descendantsOf, isAlive, killEach, waitUntilGone, waitUntilGoneSync } from '../harness/process-tree';

const skip = !existsSync('/proc/self/stat') && 'needs /proc (Linux)';

/** A shell that leaves a zombie: its first child exits unreaped, since the shell has become `sleep` (exec). */
async function withZombie(): Promise<{ parent: number; zombie: number; end(): void }> {
  const child = spawn('sh', ['-c', 'sleep 0 & exec sleep 30'], { stdio: 'ignore' });
  const parent = child.pid!;
  for (let waited = 0; waited < 5000; waited += 10) {
    const [zombie] = descendantsOf(parent);
    if (zombie !== undefined && !isAlive(zombie)) return { parent, zombie, end: () => child.kill('SIGKILL') };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  throw new Error('the shell left no zombie within 5 s');
}

describe('processes as the system sees them', { skip }, () => {
  it('a running process is alive; a zombie, dead but not reaped, is not; nor is a process that is gone', async () => {
    expect(isAlive(process.pid)).to.equal(true);
    const { parent, zombie, end } = await withZombie();
    try {
      expect(isAlive(parent), 'the shell, now sleep').to.equal(true);
      expect(isAlive(zombie), 'its zombie').to.equal(false);
      expect(descendantsOf(parent)).to.deep.equal([zombie]);
    } finally {
      end();
    }
    const done = spawn('true');
    await new Promise((resolve) => done.once('exit', resolve));
    expect(isAlive(done.pid!), 'a process that exited and was reaped').to.equal(false);
  });

  it('waits until what was killed is gone, and for a process that is not, until its bound', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    const pid = child.pid!;
    try {
      let started = Date.now();
      await waitUntilGone([pid], 200);
      expect(Date.now() - started, 'a live process: the whole bound').to.be.at.least(190);
      started = Date.now();
      waitUntilGoneSync([pid], 200);
      expect(Date.now() - started, 'the same, blocking').to.be.at.least(190);
      expect(isAlive(pid)).to.equal(true);
      expect(killEach([pid]), 'reached').to.deep.equal([pid]);
      started = Date.now();
      await waitUntilGone([pid], 20_000);
      expect(isAlive(pid), 'killed, then waited for').to.equal(false);
      expect(Date.now() - started, 'not the whole bound: the wait ends when the process does').to.be.below(10_000);
    } finally {
      child.kill('SIGKILL');
    }
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
    expect(killEach([pid]), 'a process that is gone (and reaped) is not reached').to.deep.equal([]);
  });
});
