import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScenarioOutcome } from './run-summary';

/**
 * An expected-failure baseline, as MCP's conformance suite keeps one: the scenarios (by stable id) that are
 * known to fail. A learner or a course's CI can then move forward one rule at a time: listed failures do not
 * fail the run, a new failure does, and a listed scenario that now passes is "stale" until it is removed.
 */
export interface BaselineFile {
  $comment?: string;
  expectedFailures: { id: string; name?: string; kind?: string }[];
}

export interface BaselineVerdict {
  expected: ScenarioOutcome[]; // failing, and listed
  unexpected: ScenarioOutcome[]; // failing, not listed
  stale: ScenarioOutcome[]; // listed, but passed
}

const isFailure = (o: ScenarioOutcome) => o.kind !== 'passed' && o.kind !== 'skipped';

export class BaselineError extends Error {}

/**
 * Checked before the run, so that a wrong --baseline costs no run: it must not be a folder, and a file that
 * --write-baseline would replace must be a kit baseline already. (`--baseline package.json --write-baseline`
 * once replaced package.json.) A file that does not exist yet is fine to write.
 */
export function checkBaselineTarget(path: string, writing: boolean): void {
  if (existsSync(path) && statSync(path).isDirectory()) {
    throw new BaselineError(`--baseline ${path} is a folder: name the baseline file itself (e.g. ${join(path, 'conformance-baseline.json')})`);
  }
  if (!writing || !existsSync(path)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray((parsed as Partial<BaselineFile> | undefined)?.expectedFailures)) {
    throw new BaselineError(
      `--write-baseline would replace ${path}, which is not a todo-kit baseline (no "expectedFailures" list). The kit only ` +
        'overwrites its own files: name a new file with --baseline, or remove this one first if you mean it',
    );
  }
}

export function readBaseline(path: string): Set<string> {
  if (!existsSync(path)) throw new BaselineError(`the baseline file ${path} does not exist (write one with --write-baseline)`);
  let parsed: BaselineFile;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8')) as BaselineFile;
  } catch (error) {
    throw new BaselineError(`the baseline file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed?.expectedFailures) || parsed.expectedFailures.some((e) => typeof e?.id !== 'string')) {
    throw new BaselineError(`the baseline file ${path} needs { "expectedFailures": [{ "id": "<scenario id>" }, ...] }`);
  }
  return new Set(parsed.expectedFailures.map((e) => e.id));
}

export function judge(outcomes: readonly ScenarioOutcome[], listed: ReadonlySet<string>): BaselineVerdict {
  return {
    expected: outcomes.filter((o) => isFailure(o) && listed.has(o.id)),
    unexpected: outcomes.filter((o) => isFailure(o) && !listed.has(o.id)),
    stale: outcomes.filter((o) => o.kind === 'passed' && listed.has(o.id)),
  };
}

/**
 * --update-baseline: remove the entries whose scenario passed in this run, and only those. A failure that is not
 * listed is never added (that is --write-baseline's job) and an entry this run did not select stays, so the file
 * only ever shrinks. Answers the ids removed and how many entries remain.
 */
export function updateBaseline(path: string, outcomes: readonly ScenarioOutcome[]): { removed: string[]; remaining: number } {
  const passed = new Set(outcomes.filter((o) => o.kind === 'passed').map((o) => o.id));
  const file = JSON.parse(readFileSync(path, 'utf8')) as BaselineFile;
  const removed = file.expectedFailures.filter((entry) => passed.has(entry.id)).map((entry) => entry.id);
  if (removed.length > 0) {
    file.expectedFailures = file.expectedFailures.filter((entry) => !passed.has(entry.id));
    writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  }
  return { removed, remaining: file.expectedFailures.length };
}

/**
 * Write the baseline from this run. Entries of scenarios that did not run this time (a run with --only or --tags)
 * are kept as they were: a partial run must not wipe what it did not look at. Answers the ids it lists now (what a
 * run with --baseline would read back), and how many of them were kept.
 */
export function writeBaseline(path: string, outcomes: readonly ScenarioOutcome[], implementation: string): { ids: Set<string>; kept: number } {
  const ran = new Set(outcomes.map((o) => o.id));
  let previous: BaselineFile['expectedFailures'];
  try {
    previous = (JSON.parse(readFileSync(path, 'utf8')) as BaselineFile).expectedFailures ?? [];
  } catch {
    previous = []; // no baseline yet, or one beyond repair: this run writes a new one
  }
  const kept = previous.filter((entry) => !ran.has(entry.id));
  const failures = outcomes.filter(isFailure).map((o) => ({ id: o.id, name: o.name, kind: o.kind }));
  const file: BaselineFile = {
    $comment: `Expected failures of ${implementation}, written by todo-kit --write-baseline. Remove an entry once its scenario passes.`,
    expectedFailures: [...kept, ...failures].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true })),
  };
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return { ids: new Set(file.expectedFailures.map((entry) => entry.id)), kept: kept.length };
}
