/**
 * npm run mutate: mutation testing of the reference (src/) with Stryker, the BDD suite as the test.
 * Every mutant must be killed by a scenario, or be listed in mutation-equivalents.json with the reason no
 * scenario can kill it. The run fails on an unexplained survivor, on a stale entry (its mutant is killed now,
 * or gone), and on a mutation score under 95%. The HTML report goes to reports/mutation/mutation.html.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const THRESHOLD = 95;

interface Equivalent {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  reason: string;
}
interface Mutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}

const stryker = spawnSync(process.execPath, [join(ROOT, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (stryker.status !== 0) process.exit(stryker.status ?? 1);

const report = JSON.parse(readFileSync(join(ROOT, 'reports', 'mutation', 'mutation.json'), 'utf8')) as { files: Record<string, { mutants: Mutant[] }> };
const { equivalents } = JSON.parse(readFileSync(join(ROOT, 'mutation-equivalents.json'), 'utf8')) as { equivalents: Equivalent[] };

const mutants = Object.entries(report.files).flatMap(([file, { mutants: list }]) => list.map((m) => ({ file, ...m })));
const matches = (e: Equivalent, m: (typeof mutants)[number]) =>
  e.file === m.file && e.line === m.location.start.line && e.mutator === m.mutatorName && e.replacement === m.replacement;

const survivors = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
const unexplained = survivors.filter((m) => !equivalents.some((e) => matches(e, m)));
const stale = equivalents.filter((e) => !survivors.some((m) => matches(e, m)));
const killed = mutants.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
const valid = mutants.filter((m) => !['CompileError', 'RuntimeError', 'Ignored'].includes(m.status)).length;
const score = (100 * killed) / valid;
const scoreWithoutEquivalents = (100 * killed) / (valid - (survivors.length - unexplained.length));

console.log(
  `\nmutation score: ${score.toFixed(2)}% (${killed} of ${valid} killed); ${scoreWithoutEquivalents.toFixed(2)}% without the ${survivors.length - unexplained.length} listed equivalent(s)`,
);
for (const m of unexplained)
  console.error(`survived, unexplained: ${m.file}:${m.location.start.line}:${m.location.start.column} ${m.mutatorName} -> ${m.replacement}`);
for (const e of stale) console.error(`stale equivalent (no longer survives): ${e.file}:${e.line} ${e.mutator} -> ${e.replacement}`);
if (score < THRESHOLD) console.error(`the mutation score is under ${THRESHOLD}%`);
if (unexplained.length > 0 || stale.length > 0 || score < THRESHOLD) process.exit(1);
console.log('every surviving mutant is explained in mutation-equivalents.json');
