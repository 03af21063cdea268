/**
 * The lock that keeps two runs out of one report folder, and two gradings out of one --out (cli/report-folder.ts
 * takeLock): whatever the timing, a run holds it alone or is refused, and never fails otherwise. Two processes take
 * and release one lock as fast as they can, and now and then leave it as a killed run would (a lock naming a process
 * that is gone), which both may find and take over at once. Review 105 found, in such a churn, the kit failing with
 * a raw ENOENT (a lock released between two looks) and, after a stale lock, both runs holding it.
 */
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { scratchFolder } from '../harness/isolation';
import { KIT_ROOT } from './run-kit';

/** One contender, in a process of its own: counts what it held, was refused, failed, and saw held twice. */
const CONTENDER = `
const { closeSync, openSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { takeLock } = require(${JSON.stringify(join(KIT_ROOT, 'cli', 'report-folder.ts'))});
const [folder, ms] = [process.argv[1], Number(process.argv[2])];
const lock = join(folder, 'lock');
const counts = { held: 0, refused: 0, failed: [], twice: 0 };
const end = Date.now() + ms;
let round = 0;
while (Date.now() < end) {
  round++;
  try {
    takeLock(lock, (holder) => 'busy: ' + holder, 'the folder');
  } catch (error) {
    if (error.name === 'UsageError' && /^busy|changed hands|took and released/.test(error.message)) counts.refused++;
    else counts.failed.push(String(error.message).slice(0, 200));
    continue;
  }
  counts.held++;
  // Alone while it holds the lock: a marker that only the holder makes.
  try {
    closeSync(openSync(join(folder, 'holder'), 'wx'));
  } catch {
    counts.twice++;
  }
  rmSync(join(folder, 'holder'), { force: true });
  // Released, or, one round in five, left as a killed run leaves it: naming a process that is gone.
  if (round % 5 === 0) writeFileSync(lock, '999999999 0');
  else rmSync(lock, { force: true });
}
console.log(JSON.stringify(counts));
`;

function contend(folder: string, ms: number): Promise<{ held: number; refused: number; failed: string[]; twice: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', join(KIT_ROOT, 'harness', 'register-typescript.js'), '-e', CONTENDER, folder, String(ms)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(out)));
  });
}

describe('the folder lock', () => {
  it('is held by one run at a time, and a run that does not get it is refused, never failed, however they interleave', async () => {
    const folder = scratchFolder('todo-kit-lock-');
    const results = await Promise.all([contend(folder, 1500), contend(folder, 1500)]);
    for (const result of results) {
      expect(result.failed, 'failures other than a refusal').to.deep.equal([]);
      expect(result.twice, 'rounds in which the other also held it').to.equal(0);
      expect(result.held, 'rounds it held the lock').to.be.greaterThan(0);
    }
  });
});
