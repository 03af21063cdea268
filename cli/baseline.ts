import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
    expected: outcomes.filter((o) => isFailure(o) && listed.has(o.key)),
    unexpected: outcomes.filter((o) => isFailure(o) && !listed.has(o.key)),
    stale: outcomes.filter((o) => o.kind === 'passed' && listed.has(o.key)),
  };
}

export function writeBaseline(path: string, outcomes: readonly ScenarioOutcome[], implementation: string): number {
  const failures = outcomes.filter(isFailure);
  const file: BaselineFile = {
    $comment: `Expected failures of ${implementation}, written by todo-kit --write-baseline. Remove an entry once its scenario passes.`,
    expectedFailures: failures.map((o) => ({ id: o.key, name: o.name, kind: o.kind })),
  };
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return failures.length;
}
