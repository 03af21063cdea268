import { jsonDiff } from './json-diff';
import { ConformanceFailure, ImplementationError, learnerFramesOf } from './outcomes';
import { documentName, quote } from './catalogue';
import { MAX_CALL_INPUT_CHARS, MAX_TEXT_CHARS } from './defaults';
import { boundedJson, boundedValue, escapeControl, safeText, truncate } from './safe-text';
import { kitSecretsMasked } from './isolation';
import { maskParsed } from './secret-mask';
import { garbledHint, garbledText } from './text-encoding';
import { describeValue } from './wire';
import type { FailureRecord, ToolCall } from '../api/record';

export type { FailureRecord, ToolCall } from '../api/record'; // outcomes.json's shape, declared where the public types are

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
  /**
   * A mistake the steps recognise, named the same wherever they meet it ("nag-missing": a round's results without
   * the nag): its failures are one cause in "What to fix first" (cli/causes.ts), whatever values each scenario's
   * record holds. Without it, a cause is read from the summary, the first difference and the hint.
   */
  cause?: string;
}

/**
 * Hints that hold for every failure of the current scenario (set by the hooks): e.g. that the registry was not
 * empty when the scenario began, which explains a failure better than the failure itself can. A function is a hint
 * for some of them only, asked as each failure is written (undefined: not this one).
 */
export const scenarioHints: (string | (() => string | undefined))[] = [];

/**
 * The cause of a message in the learner's own words: the check that had to answer did, only its words differ, so no
 * state of the scenario explains it and its hints are left out (a list inherited from the last session, say).
 */
export const ownWordsCause = (change: string): string => `${OWN_WORDS}${change}`;
const OWN_WORDS = 'own-words:';

/**
 * The code the steps quoted in Python during this scenario for a program that declared another language (Java, Perl,
 * Rust: step-definitions/common/their-language.ts records it; the hooks empty it as a scenario begins). The kit's
 * hints are in JavaScript or Python only: a hint that holds such code says, in a line of its own, which language it is.
 */
export const quotedPython: { language?: string; texts: Set<string> } = { texts: new Set() };

/** Whether `text` stands in `hint` as a word of its own ("self", not the "self" of "itself"). */
function holdsWord(hint: string, text: string): boolean {
  for (let at = hint.indexOf(text); at !== -1; at = hint.indexOf(text, at + 1)) {
    if (!/\w/.test(hint[at - 1] ?? '') && !/\w/.test(hint[at + text.length] ?? '')) return true;
  }
  return false;
}

/** A hint, with the line that says its code is Python when it quotes some for a program in another language. */
function inItsLanguage(hint: string): string {
  const { language, texts } = quotedPython;
  if (language === undefined || ![...texts].some((text) => holdsWord(hint, text))) return hint;
  return `${hint}\n(the code in this hint is Python, the language of the contract's documents: your program declared ${JSON.stringify(language)}, so write the same in it)`;
}

/** The scenario's hints that may explain this failure. */
const hintsOf = (details: FailureDetails): string[] =>
  [details.hint, ...(details.cause?.startsWith(OWN_WORDS) ? [] : scenarioHints.map((hint) => (typeof hint === 'function' ? hint() : hint)))]
    .filter((hint): hint is string => Boolean(hint))
    .map(inItsLanguage);

const indent = (text: string, by = '    ') => text.replace(/\n/g, `\n${by}`);

export function describeCall(call: ToolCall): string {
  const id = call.toolUseId === undefined ? '' : `  tool_use_id ${boundedJson(call.toolUseId, 200)}`;
  return escapeControl(`${truncate(call.name, 200)}${id}  input ${boundedJson(call.input, MAX_CALL_INPUT_CHARS)}`);
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
  for (const hint of hintsOf(details)) lines.push(`  hint:     ${indent(hint)}`);
  // Whatever the steps put in it, a failure message is bounded and shows control characters as escapes: it is
  // copied into the terminal and every report. The kit's secrets are masked in it as in the implementation's lines:
  // a value the steps read otherwise than a line (the names of the files it wrote) or decoded once more (a text's
  // JSON parsed again for its diff) holds them as the line did not (helper 108).
  return safeText(kitSecretsMasked()(lines.join('\n')), MAX_TEXT_CHARS);
}

/** A value of a failure's record with the kit's secrets masked in its texts (a copy, when it holds any). */
function maskedValue(value: unknown, mask: (text: string) => string): unknown {
  if (typeof value === 'string') return mask(value);
  const json = JSON.stringify(value); // bounded already (boundedValue): small enough to write out
  if (json === undefined || (mask(json) === json && !json.includes('\\'))) return value;
  return maskParsed(JSON.parse(json) as unknown, '\\', mask);
}

/** What a failed scenario attaches (cucumber attachment of this media type), for the reports to read back as data. */
export const FAILURE_MEDIA_TYPE = 'application/vnd.todo-kit.failure+json';

/**
 * How a failed scenario's attachment of what the implementation printed during it begins (plain text, for people
 * to read in the terminal and cucumber.html; outcomes.json keeps it as the scenario's `output`).
 */
export const OUTPUT_HEADING = 'What the implementation printed during this scenario';

/** The record of a failure that `fail` did not describe (the implementation threw, a call timed out): its message's first line. */
export function unrecordedFailure(message: string): FailureRecord {
  return { requirements: [], summary: leadLine(message), diff: [], hints: [] };
}

/**
 * A message's first line, as a one-line summary of it; a first line that announces what follows ("…; its last
 * output:", a crash's) is read with the first line it announces.
 */
export function leadLine(message: string): string {
  const [first, ...rest] = message.split('\n');
  const announced = first!.endsWith(':') ? rest.find((line) => line.trim() !== '')?.trim() : undefined;
  return announced === undefined ? first! : `${first} ${announced}`;
}

let recorded: FailureRecord | undefined;

/** The failure of the current scenario, once (the common hooks attach it as the step fails, then forget it). */
export function takeRecordedFailure(): FailureRecord | undefined {
  const record = recorded;
  recorded = undefined;
  return record;
}

let precondition: string | undefined;

/**
 * Run a scenario's set-up check: a failure inside it says that the scenario's precondition did not hold ("precondition
 * not met (the starting list): …"), so that nobody reads it as the scenario's own verdict.
 */
export async function asPrecondition<T>(label: string, check: () => T | Promise<T>): Promise<T> {
  const outer = precondition;
  precondition = label;
  try {
    return await check();
  } finally {
    precondition = outer;
  }
}

/** Keep a failure's record for the hooks to attach, and answer the details its message is made of. */
function record(given: FailureDetails): FailureDetails {
  const summary = precondition ? `precondition not met (${precondition}): ${given.summary}` : given.summary;
  const details = { ...given, summary, requirements: [...new Set(given.requirements)] }; // each requirement quoted once
  const diff = details.diff ?? ('expected' in details ? jsonDiff(details.expected, details.actual) : []);
  const hints = hintsOf(details);
  const { hint: _hint, ...rest } = details;
  // The record goes into outcomes.json and the message stream: values cut to size as in the message.
  // The kit's secrets masked in each of its texts, as in the message (formatFailure).
  const mask = kitSecretsMasked();
  const text = (value: string, max?: number) => safeText(mask(value), max);
  const bounded = { ...rest, summary: text(rest.summary, MAX_TEXT_CHARS), ...(rest.cause !== undefined && { cause: text(rest.cause, 200) }) };
  if ('expected' in rest) bounded.expected = maskedValue(boundedValue(rest.expected), mask);
  if ('actual' in rest) bounded.actual = maskedValue(boundedValue(rest.actual), mask);
  if (rest.call) bounded.call = { ...rest.call, input: maskedValue(boundedValue(rest.call.input), mask) };
  recorded = { ...bounded, diff: diff.map((line) => text(line)), hints: hints.map((hint) => text(hint)) };
  return details;
}

/** The implementation behaved, but not as the document says: the scenario fails, with a message and a record. */
export function fail(reported: FailureDetails): never {
  // A text the program garbled (its streams not UTF-8) fails every check that reads it, each in its own words: told
  // as what it is, one cause, with a hint for it instead of the check's.
  const garbled = garbledText([reported.expected, reported.call?.input], reported.actual);
  const explained = garbled && garbledHint(garbled);
  const given = explained ? { ...reported, summary: `${explained.summary}: ${reported.summary}`, hint: explained.hint, cause: explained.cause } : reported;
  // What a call raised (host-adapter.ts outcomeOf) brings the learner's frames where it was raised: they are the
  // failure's stack, under its message, not a part of the value shown.
  const raised = given.actual as { frames?: unknown } | null | undefined;
  if (raised !== null && typeof raised === 'object' && typeof raised.frames === 'string') {
    const { frames, ...shown } = raised as { frames: string };
    throw new ConformanceFailure(formatFailure(record({ ...given, actual: shown })), frames);
  }
  throw new ConformanceFailure(formatFailure(record(given)));
}

/**
 * The implementation crashed where the steps can say which rule that breaks and how to fix it: still a crash
 * (errored), with the explanation recorded as `fail` records it, then the implementation's own message and frames.
 */
export function crashed(given: FailureDetails, error: Error): never {
  throw new ImplementationError(`${formatFailure(record(given))}\n${error.message}`, learnerFramesOf(error.stack, error.message));
}

/** A value as the message shows it, cut at MAX_VALUE_CHARS like any other: a text of 9,000 characters must leave room for the diff and the hint after it. */
function pretty(value: unknown): string {
  return typeof value === 'string' ? escapeControl(boundedJson(value)) : describeValue(value);
}
