import { jsonDiff } from './json-diff';
import { ConformanceFailure } from './outcomes';
import { documentName, quote } from './catalogue';
import { describeValue } from './wire';

/** One tool call as the model made it. */
export interface ToolCall {
  name: string;
  toolUseId: string;
  input: unknown;
}

export interface FailureDetails {
  /** The PRD requirements the broken check belongs to (the first is the one broken). */
  requirements: string[];
  /** What went wrong, in one line. */
  summary: string;
  call?: ToolCall;
  expected?: unknown;
  actual?: unknown;
  /** Differences to show instead of a plain diff of expected against actual. */
  diff?: string[];
  hint?: string;
}

/**
 * Hints that hold for every failure of the current scenario (set by the hooks): e.g. that the registry was not
 * empty when the scenario began, which explains a failure better than the failure itself can.
 */
export const scenarioHints: string[] = [];

const indent = (text: string, by = '    ') => text.replace(/\n/g, `\n${by}`);

export function describeCall(call: ToolCall): string {
  return `${call.name}  tool_use_id ${JSON.stringify(call.toolUseId)}  input ${JSON.stringify(call.input)}`;
}

/**
 * A failure message that teaches: what broke, the PRD rule quoted, the call made, expected against actual
 * with a diff of parsed JSON, and a hint when the mistake is a classic one.
 */
export function formatFailure(details: FailureDetails): string {
  const lines = [`${details.summary}  [${details.requirements[0] ?? 'kit'}]`];
  for (const id of details.requirements) lines.push(`  ${documentName()} ${indent(quote(id))}`);
  if (details.call) lines.push(`  call:     ${describeCall(details.call)}`);
  if ('expected' in details) lines.push(`  expected: ${indent(pretty(details.expected))}`);
  if ('actual' in details) lines.push(`  actual:   ${indent(pretty(details.actual))}`);
  const diff = details.diff ?? ('expected' in details ? jsonDiff(details.expected, details.actual) : []);
  if (diff.length > 0) lines.push('  diff:', ...diff.map((line) => `    ${line}`));
  for (const hint of [details.hint, ...scenarioHints].filter(Boolean)) lines.push(`  hint:     ${indent(hint!)}`);
  return lines.join('\n');
}

/** What a failed scenario attaches (cucumber attachment of this media type), for the reports to read back as data. */
export const FAILURE_MEDIA_TYPE = 'application/vnd.todo-kit.failure+json';

/** A failure as data: the details, with the diff worked out and every hint that applies. */
export interface FailureRecord {
  requirements: string[];
  summary: string;
  call?: ToolCall;
  expected?: unknown;
  actual?: unknown;
  diff: string[];
  hints: string[];
}

let recorded: FailureRecord | undefined;

/** The failure of the current scenario, once (the common After hook attaches it, then forgets it). */
export function takeRecordedFailure(): FailureRecord | undefined {
  const record = recorded;
  recorded = undefined;
  return record;
}

export function fail(details: FailureDetails): never {
  const diff = details.diff ?? ('expected' in details ? jsonDiff(details.expected, details.actual) : []);
  const hints = [details.hint, ...scenarioHints].filter((h): h is string => Boolean(h));
  const { hint: _hint, ...rest } = details;
  recorded = { ...rest, diff, hints };
  throw new ConformanceFailure(formatFailure(details));
}

function pretty(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : describeValue(value);
}
