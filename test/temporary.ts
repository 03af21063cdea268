/**
 * Temporary folders of the tests and of npm run bench: all of a process's are made in one folder of the system's
 * temporary folder, which is removed when the process exits (node --test runs each test file in a process of its
 * own). Before, every npm test left about 350 MB behind: reports, graded courses, a learner project with its
 * node_modules.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeScratch } from '../harness/isolation';

let root: string | undefined;

/** A new, empty folder, removed with everything in it when this process exits (even a folder made read-only in it). */
export function temporaryFolder(prefix: string): string {
  if (root === undefined) {
    const made = mkdtempSync(join(tmpdir(), 'todo-kit-test-'));
    root = made;
    process.once('exit', () => removeScratch(made));
  }
  return mkdtempSync(join(root, prefix));
}
