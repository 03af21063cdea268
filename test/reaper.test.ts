/**
 * The reaper (harness/reaper.ts), told of processes by a kit process that then dies: it kills what is listed as it
 * was listed, and nothing else. Its end-to-end case (a SIGKILLed kit, a module stuck in a loop) is in hostile.test.ts.
 */
import { expect } from 'chai';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { KIT_ROOT } from '../harness/defaults';
import { startOf } from '../harness/process-tree';

/** A process that waits a minute, and whether it has ended (its exit seen: a killed child stays a zombie till then). */
function sleeper(): { child: ChildProcess; ended: () => boolean } {
  const child = spawn('sleep', ['60'], { stdio: 'ignore', detached: true });
  let exited = false;
  child.on('exit', () => (exited = true));
  return { child, ended: () => exited };
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe(
  'the reaper of a kit process that died',
  { skip: process.platform === 'win32' || startOf(process.pid) === undefined ? 'no /bin/sh or no /proc here' : false },
  () => {
    it("kills a listed process only while it is the one listed (its start time): a pid may be another process's by then", async () => {
      const listed = sleeper();
      const reused = sleeper(); // listed with another start time: the process once listed ended, and its pid came back
      const unlisted = sleeper(); // listed, then unlisted by the kit as it ended it
      const unknown = sleeper(); // told with no start time (ended before the kit read it): never a pid to kill later
      try {
        // The kit process: tells its reaper, prints the reaper's pid, exits (its reaper's stdin closes).
        const told = [
          `r.reapPidIfKitDies(${listed.child.pid}, ${JSON.stringify(startOf(listed.child.pid!))});`,
          `r.reapPidIfKitDies(${reused.child.pid}, '1');`,
          `r.reapPidIfKitDies(${unlisted.child.pid}, ${JSON.stringify(startOf(unlisted.child.pid!))});`,
          `r.reapPidNoLonger(${unlisted.child.pid}, ${JSON.stringify(startOf(unlisted.child.pid!))});`,
          `r.reapPidIfKitDies(${unknown.child.pid}, undefined);`,
          'process.stdout.write(String(r.reaperPid()));',
        ].join('\n');
        const kit = spawnSync(
          process.execPath,
          ['--require', join(KIT_ROOT, 'harness', 'register-typescript.js'), '-e', `const r = require('./harness/reaper');\n${told}`],
          {
            cwd: KIT_ROOT,
            encoding: 'utf8',
          },
        );
        expect(kit.status, kit.stderr).to.equal(0);
        const reaper = Number(kit.stdout);
        const started = Date.now();
        while (isRunning(reaper) && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(isRunning(reaper), 'the reaper, 20 s after its kit ended').to.equal(false);
        // The killed one's exit, read by this process: waited for, since a loaded machine delays it (a fixed 200 ms
        // may be too short), then as long again for any other exit. The reaper killed all it kills before it exited.
        const killed = Date.now();
        while (!listed.ended() && Date.now() - killed < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, Math.max(200, Date.now() - killed)));
        expect(listed.ended(), 'the process listed with its own start time').to.equal(true);
        expect(reused.ended(), 'a process listed with another start time').to.equal(false);
        expect(unlisted.ended(), 'a process unlisted').to.equal(false);
        expect(unknown.ended(), 'a process told with no start time').to.equal(false);
      } finally {
        for (const { child } of [listed, reused, unlisted, unknown]) child.kill('SIGKILL');
      }
    });
  },
);
