import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ScenarioOutcome } from './run-summary';

/**
 * An expected-failure baseline, as MCP's conformance suite keeps one: the scenarios (by stable id) that are
 * known to fail. A learner or a course's CI can then move forward one rule at a time: listed failures do not
 * fail the run, a new failure does, and a listed scenario that now passes is "stale" until it is removed.
 */
export interface BaselineFile {
  $comment?: string;
  /** The profile whose scenarios it lists (kits before this field wrote none). */
  profile?: string;
  expectedFailures: { id: string; name?: string; kind?: string }[];
}

/** A baseline as a run reads it: the ids it lists, and the profile it was written for when it says. */
export interface Baseline {
  ids: Set<string>;
  profile?: string;
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
export function checkBaselineTarget(path: string, writing: boolean, profileId: string): void {
  if (existsSync(path) && statSync(path).isDirectory()) {
    throw new BaselineError(`--baseline ${path} is a folder: name the baseline file itself (e.g. ${join(path, 'conformance-baseline.json')})`);
  }
  // Written at the end of the run: a folder that is not there would be an internal error after every scenario ran.
  if (writing && !(existsSync(dirname(path)) && statSync(dirname(path)).isDirectory())) {
    throw new BaselineError(`--baseline ${path}: the folder ${dirname(path)} does not exist, so the baseline cannot be written there`);
  }
  if (!writing || !existsSync(path)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    parsed = undefined;
  }
  const file = parsed as Partial<BaselineFile> | undefined;
  if (!Array.isArray(file?.expectedFailures)) {
    throw new BaselineError(
      `--write-baseline would replace ${path}, which is not a todo-kit baseline (no "expectedFailures" list). The kit only ` +
        'overwrites its own files: name a new file with --baseline, or remove this one first if you mean it',
    );
  }
  // It keeps the entries this run does not select: another profile's would be kept forever, never to match.
  if (file.profile !== undefined && file.profile !== profileId) throw otherProfile(path, file.profile, profileId);
}

function otherProfile(path: string, writtenFor: string, profileId: string): BaselineError {
  return new BaselineError(
    `the baseline ${path} lists the failures of the ${writtenFor} profile, and this run verifies ${profileId}: run with ` +
      `--profile ${writtenFor}, or name another file for this profile's baseline`,
  );
}

export function readBaseline(path: string): Baseline {
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
  return { ids: new Set(parsed.expectedFailures.map((e) => e.id)), ...(typeof parsed.profile === 'string' && { profile: parsed.profile }) };
}

/**
 * A baseline is one profile's. Read for another, it would forgive nothing, silently: refused when it says whose it
 * is, or when none of its entries names a scenario of this profile (a file of older kits, which did not say).
 * Answers the entries that name no scenario here (one the kit renamed or dropped since), which can never match.
 */
export function checkBaselineProfile(baseline: Baseline, path: string, profileId: string, scenarioIds: readonly string[]): string[] {
  if (baseline.profile !== undefined && baseline.profile !== profileId) throw otherProfile(path, baseline.profile, profileId);
  const known = new Set(scenarioIds);
  const unknown = [...baseline.ids].filter((id) => !known.has(id.split('/')[0]!));
  if (unknown.length > 0 && unknown.length === baseline.ids.size) {
    throw new BaselineError(
      `none of the ${unknown.length} entries of the baseline ${path} names a scenario of the ${profileId} profile ` +
        `(the first: ${unknown[0]}). Was it written for another profile? Run with that --profile, or name another file`,
    );
  }
  return unknown;
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
export function writeBaseline(
  path: string,
  outcomes: readonly ScenarioOutcome[],
  implementation: string,
  profileId: string,
): { ids: Set<string>; kept: number } {
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
    profile: profileId,
    expectedFailures: [...kept, ...failures].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true })),
  };
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return { ids: new Set(file.expectedFailures.map((entry) => entry.id)), kept: kept.length };
}
