/**
 * npm run selftest: `node --test` over the kit's test files (its arguments are node --test's), with the temporary
 * files of the tests and of every kit process they start in a folder of their own, in RAM (/dev/shm) when there is
 * room, and a check that the kit left nothing in it once they end.
 *
 * Why RAM: the self-test makes and removes thousands of files: report folders, scratch folders, a learner project
 * with the kit installed in it (6,000 files alone). On this machine's disk (ext4 mounted with discard) that cost 8% of npm test's CPU,
 * measured in interleaved pairs. The kit itself keeps using the system's temporary folder: where a learner's code
 * may write is not the kit's to put in RAM. TMPDIR, when set, is the user's choice and is kept.
 *
 * The check: each kit process removes its own scratch folder, and a grading pool removes its processes' folders; a
 * folder left behind would be left in a user's /tmp too. The launcher names what the kit left, and fails; then it
 * removes the whole folder (with what others keep there: ts-node's compile cache).
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, statfsSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { KIT_ROOT } from '../harness/defaults';
import { removeScratch } from '../harness/isolation';

const RAM_DISK = '/dev/shm';
/** Every folder the kit makes in the temporary folder is named so (others' are not the kit's: ts-node's cache). */
const KIT_PREFIX = 'todo-kit-';
/** Room the self-test needs at its peak: about 310 MB measured (the learner project is 80 MB), with a margin. */
const ROOM_NEEDED = 1024 ** 3;

/** Where the self-test's temporary folder goes: TMPDIR if the user set it, else RAM if there is room, else the system's. */
function temporaryParent(): string {
  if (process.env.TMPDIR) return process.env.TMPDIR;
  try {
    const { bavail, bsize } = statfsSync(RAM_DISK);
    if (bavail * bsize >= ROOM_NEEDED) return RAM_DISK;
  } catch {
    // no RAM disk here (macOS, Windows)
  }
  return tmpdir();
}

const folder = mkdtempSync(join(temporaryParent(), 'todo-kit-selftest-'));
chmodSync(folder, 0o711); // the user nobody must reach its own folder inside (hostile.test.ts); it lists nothing
console.log(`selftest: temporary folder ${folder}`);
const child = spawn(process.execPath, ['--require', join(KIT_ROOT, 'harness', 'register-typescript.js'), '--test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: folder },
});
// Ctrl-C reaches the tests too (one process group): they end, and then this process cleans up. A signal sent to
// this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));

child.on('exit', (code, signal) => {
  process.exitCode = code ?? 128 + constants.signals[signal!];
  const left = readdirSync(folder).filter((name) => name.startsWith(KIT_PREFIX));
  removeScratch(folder);
  if (left.length === 0) return;
  console.error(`selftest: left in the temporary folder once every test had ended (a kit process did not clean up): ${left.join(', ')}`);
  process.exitCode ||= 1;
});
