/**
 * "What to fix first": the failures of a run grouped by cause. One bug often fails dozens of scenarios, and a learner
 * should read one line for it: the scenarios whose failures differ only in the values they quote (an input, an
 * index, a list of rounds) are one cause; two different changes to a text are two. Used by the terminal summary,
 * summary.md and the landing page alike.
 */
import { requirement as knownRequirement } from '../harness/catalogue';
import { leadLine } from '../harness/failure-report';
import type { OutcomeKind } from '../harness/outcomes';
import { textChange } from '../harness/text-change';
import { fitTitle } from './fit-text';
import type { ScenarioOutcome } from './run-summary';

export interface Cause {
  kind: OutcomeKind;
  /** The rule most of its scenarios name first: the one to read first. */
  requirement?: string;
  /** Every rule its scenarios name first, the most named first: one bug may break several rules' scenarios. */
  requirements: string[];
  summary: string;
  hint?: string;
  scenarios: ScenarioOutcome[];
}

/**
 * Where the kit cut a text short: safe-text's truncate writes "… [11 more characters cut by the kit]", and every cut
 * of the kit inside a value carries that note (a bare "…" may be the implementation's own text, which a cause must
 * not end at: two messages that differ after it are two causes). fitSummary marks its own cuts with CUT_MARK as it
 * works, and writes them as "…" once done.
 */
const CUT_NOTE = /… \[\d+ more characters cut by the kit\]/y;
const CUT_MARK = '\u0000'; // never in a message: escapeControl writes a NUL as the six characters \u0000

/** Past the cut that begins at `at` ("…" and its note, or fitSummary's mark), if one does; else undefined. */
function pastCut(text: string, at: number): number | undefined {
  if (text[at] === CUT_MARK) return at + 1;
  if (text[at] !== '…') return undefined;
  CUT_NOTE.lastIndex = at;
  return CUT_NOTE.test(text) ? CUT_NOTE.lastIndex : undefined;
}

/**
 * The end of the double-quoted string that starts at `start`: past its closing quote, or past the cut where the kit
 * cut it, which ends whatever value holds the string too.
 */
function endOfString(text: string, start: number): { end: number; cut: boolean } {
  for (let i = start + 1; i < text.length; i++) {
    const cut = pastCut(text, i); // first: a cut may fall just after a backslash
    // A text cut, then quoted whole (a stray line shown as a JSON string), closes right after the note: the value
    // holding it goes on. A value's JSON cut inside a string (a call's input) does not.
    if (cut !== undefined) return text[cut] === '"' ? { end: cut + 1, cut: false } : { end: cut, cut: true };
    if (text[i] === '\\' && pastCut(text, i + 1) === undefined) i++;
    else if (text[i] === '"') return { end: i + 1, cut: false };
  }
  return { end: text.length, cut: true };
}

/** The end of the JSON value (an object or array) that starts at `start`: past its closing bracket, or its cut. */
function endOfValue(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    const cut = pastCut(text, i);
    if (cut !== undefined) return cut;
    if (c === '"') {
      const string = endOfString(text, i);
      if (string.cut) return string.end;
      i = string.end - 1;
    } else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * Each JSON value quoted in a text (an input, a schema, a call's arguments) as `{…}`, and each double-quoted string
 * as `"…"`, read bracket by bracket and string by string, so that a value the kit cut short (its cut inside it, or the
 * text's end) is still one value, brackets inside a string are the string's, and the text after it stays as it was.
 */
function collapseValues(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === '"' || c === '{' || c === '[') {
      i = c === '"' ? endOfString(text, i).end : endOfValue(text, i);
      out += c === '"' ? '"…"' : '{…}';
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * A cause's one line, at most `width` characters: the values and texts it quotes are shortened first, longest first
 * (a call's input, a stray line, cut inside, with "…"), so that what went wrong, after them, stays; then the line is
 * cut between words.
 */
export function fitSummary(text: string, width: number): string {
  let line = leadLine(text);
  for (let guard = 0; line.length > width && guard < 20; guard++) {
    let longest = { start: -1, end: -1, closing: '' };
    for (let i = 0; i < line.length;) {
      const c = line[i];
      if (c !== '{' && c !== '[' && c !== '"') {
        i++;
        continue;
      }
      // A quoted text keeps its closing quote once shortened (it is read as text); a value is cut to its "…".
      const string = c === '"' ? endOfString(line, i) : undefined;
      const end = string ? string.end : endOfValue(line, i);
      if (end - i > longest.end - longest.start) longest = { start: i, end, closing: string && !string.cut ? '"' : '' };
      i = end;
    }
    const length = longest.end - longest.start;
    const keep = Math.max(MIN_VALUE_SHOWN, length - (line.length - width) - 1 - longest.closing.length);
    if (longest.start < 0 || keep >= length - 1 - longest.closing.length) break; // no value to shorten, or none that would get shorter
    line = `${line.slice(0, longest.start + keep)}${CUT_MARK}${longest.closing}${line.slice(longest.end)}`;
  }
  return fitTitle(line.replaceAll(CUT_MARK, '…'), width);
}

/** A cause's line on the terminal and in the reports, at most. */
const CAUSE_LINE_CHARS = 160;

/** How much of a value a shortened cause line keeps. */
const MIN_VALUE_SHOWN = 24;

/** How a failure met in a scenario's set-up begins (harness/failure-report.ts asPrecondition). */
const PRECONDITION = /^precondition not met(?: \([^)]*\))?: /;

/**
 * A message with what varies between scenarios of one cause taken out (quoted values, numbers, ids, the input of
 * a call), so that one bug is one group: done before cutting it to length, or one Python KeyError whose messages
 * differ only past the cut would still split into dozens of groups.
 */
export function normaliseForGrouping(text: string): string {
  const steady = text
    .replace(PRECONDITION, '') // the same cause, whether a set-up step or the check itself met it
    .replace(/^before the first scenario: /, '') // the same stray output, before the first scenario or during one
    .replace(/, while waiting for the answer to .*$/, '') // whichever call was waiting
    .replace(/, (before any answer|after the answer to .*?), with no request waiting/, '') // whichever call it came after
    .replace(/executeTool\(.*?\) (did not|failed|stopped)/, 'executeTool(…) $1')
    // A tool the factory left out, met by whichever call of it (claude-code's host adapter says so in each).
    .replace(/^.*? failed: (?:Error: )?(?=\w+\(\.\.\.\) returned no \w+ tool object)/, '')
    // The kit's own probe tools (register(Probe), register(Echo)): whichever it was registering, the same failure.
    .replace(/^register\(\w+\) failed/, 'register(…) failed')
    // A call's bare argument (validateInput(null)), read as its quoted ones are: the scenario's input, not the cause.
    .replace(/(?<=[(,] ?)(?:null|undefined|true|false)(?= ?[,)])/g, '{…}')
    // shell-command's calls name their command line too: whichever line it was, the same failure.
    .replace(/^(\w+)\(.*?\) {2}for the line {2}.*? (did not answer|failed:)/, '$1(…) $2')
    // Whichever call it was answering, up to how the process ended (not to the first ": ", which a call's input may
    // hold: "todo 1: so that…" split one crash into two causes).
    .replace(/while answering .*?: (?=exited with code|killed by|could not start)/, 'while answering: ')
    // One missing value, whether the input held null or nothing there: JavaScript's TypeError names which.
    .replace(/\bCannot read properties of (?:undefined|null)\b/g, 'Cannot read properties of …');
  return collapseValues(steady)
    .replace(/(?<!\w)'(?:[^'\\\n]|\\.)*'(?!\w)/g, "'…'") // a quoted value, not the apostrophe of "round 1's"
    .replace(/\btoolu_\w+/g, 'toolu_…')
    .replace(/\b[A-Z]+\d+(?:-[\w]+)*(?:\/[\w-]+)?/g, '…') // scenario ids (F001-07, MCC03-02/two-in-progress)
    .replace(/\b\d+(\.\d+)?\b/g, 'N')
    .replace(/\bN(?:(?:, | to |-)N)+\b/g, 'N') // a list or range of numbers ("rounds 11, 12, 13", "11-13"): its length is the scenario's
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The requirement a failure's first line ends with, as failure-report.ts writes it ("…  [F-001.E3]": two spaces, an
 * id without spaces). Not any bracket at the end: a call's input cut by the kit ends with "[12 more characters cut by
 * the kit]", and a stray line quoted in a protocol error may end with its own brackets.
 */
const REQUIREMENT_AT_END = / {2}\[([^\]\s]+)\]\s*$/;

/** A cause's rules as its line shows them: "[SC-ENV.1]", or "[SC-ENV.1 +2 more rules]" when its scenarios name several. */
export function causeRules(cause: Cause): string {
  if (!cause.requirement) return '';
  const more = cause.requirements.length - 1;
  return `[${cause.requirement}${more > 0 ? ` +${more} more rule${more === 1 ? '' : 's'}` : ''}]`;
}

/** The part of a failure's summary that names its own scenario's input: "  (command line: TodoWrite '…')". */
const OF_ONE_SCENARIO = / {2}\(command line: .*\)$/;

/** The rule a failure names first: its record's, or one of the profile's at the end of its message's first line. */
function ruleOf(outcome: ScenarioOutcome): string | undefined {
  // Read from a message only when it is a rule of the profile's: a crash's message is the implementation's text.
  const named = REQUIREMENT_AT_END.exec(leadLine(outcome.message ?? ''))?.[1];
  return outcome.failure?.requirements[0] ?? (named !== undefined && knownRequirement(named) ? named : undefined);
}

/** What went wrong in a failure: its record's summary, or its message's first line without the rule. */
function summaryOf(outcome: ScenarioOutcome): string {
  // What a summary says of its one scenario (the shell-command line it ran) is the example's, not the cause's.
  return (outcome.failure?.summary ?? leadLine(outcome.message ?? '').replace(REQUIREMENT_AT_END, '')).replace(OF_ONE_SCENARIO, '');
}

/**
 * A cause's line: what went wrong, not when its first scenario met it (a stray line before the first scenario is the
 * cause of every scenario that met one), fitted to the line.
 */
const causeLine = (summary: string, width = CAUSE_LINE_CHARS): string => fitSummary(summary.replace(/^before the first scenario: /, ''), width);

/**
 * A cause's line fitted to a wider room than a terminal's line (a scoreboard's note): its example's summary, so
 * that what follows the call (a timeout's three likely reasons, say) is not cut where the terminal would cut it.
 */
export const wideCauseLine = (cause: Cause, width: number): string => causeLine(summaryOf(cause.scenarios[0]!), width);

/** Crashes, hangs and broken protocol first, then wrong answers, then what the kit held back because of the first. */
const causeRank = (kind: OutcomeKind): number => (kind === 'not run' ? 2 : kind === 'failed' ? 1 : 0);

/**
 * The failures grouped by cause: same outcome kind, same broken requirement, same kind of message. One bug often
 * fails dozens of scenarios; a learner should see one line for it. Crashes and hangs come first (they hide
 * everything else), then the causes that fail the most scenarios, and last the scenarios the kit did not run because
 * of a crash or hang (they would only repeat it). A failure's own data (its attachment) names
 * the requirement and the summary; the message is read only where there is none (a crash, a hang).
 */
export function causes(failing: readonly ScenarioOutcome[]): Cause[] {
  const groups = new Map<string, Cause & { requirementCounts: Map<string, { checked: number; all: number }> }>();
  for (const outcome of failing) {
    const requirement = ruleOf(outcome);
    const summary = summaryOf(outcome);
    const hint = outcome.failure?.hints[0] ?? /^\s*hint:\s+(.*)$/m.exec(outcome.message ?? '')?.[1];
    // With the failure's data, a cause is what went wrong and how it shows (the summary, the first difference, the
    // classic mistake's hint), whatever scenario found it: one bug, one group, even when it breaks several rules'
    // scenarios. Where a text differs from the one expected, the difference is the change from one to the other
    // (textChange): "Todo at index 1" for "Todo at index 0" is one change whatever the message, and two messages
    // worded wrong in two ways are two causes. Without the data (a crash, a hang), the requirement and the message.
    const change = outcome.failure && textChange(outcome.failure.expected, outcome.failure.actual);
    const difference = change
      ? `${normaliseForGrouping(change.expected)} → ${normaliseForGrouping(change.actual)}`
      : normaliseForGrouping(outcome.failure?.diff[0] ?? '');
    // A mistake the steps named (FailureRecord.cause) is one cause wherever they met it, as long as it comes with the
    // same advice: where the steps diagnosed it otherwise (another rule's hint), the learner reads both.
    const key = outcome.failure?.cause
      ? `${outcome.kind}|cause:${outcome.failure.cause}|${normaliseForGrouping(hint ?? '').slice(0, 160)}`
      : outcome.failure
        ? [outcome.kind, normaliseForGrouping(summary), difference, normaliseForGrouping(hint ?? '')].map((part) => part.slice(0, 160)).join('|')
        : `${outcome.kind}|${requirement ?? ''}|${normaliseForGrouping(summary).slice(0, 160)}`;
    const group = groups.get(key) ?? {
      kind: outcome.kind,
      requirement,
      summary: causeLine(summary),
      hint,
      scenarios: [] as ScenarioOutcome[],
      requirements: [] as string[],
      requirementCounts: new Map<string, { checked: number; all: number }>(),
    };
    group.scenarios.push(outcome);
    // Counted apart, the scenarios whose check met the mistake: a precondition's rule is the set-up's, not the mistake's.
    if (requirement) {
      const counts = group.requirementCounts.get(requirement) ?? { checked: 0, all: 0 };
      group.requirementCounts.set(requirement, { checked: counts.checked + Number(!PRECONDITION.test(summary)), all: counts.all + 1 });
    }
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ requirementCounts, ...cause }) => {
      // The rule most of the group's scenarios name, those that met the mistake in their own check first: the one a
      // learner should read first (28 preconditions of "where lists are read from" once led a cause whose mistake was
      // CC-STORE.1's file name: helper 115). Its example (the scenario every report shows first) and its line are a
      // scenario of that rule's, so that the rule, the line and the example agree: the scenarios of one named mistake
      // may span rules whose summaries differ. A scenario that met the mistake in its own check is a better example
      // than one whose set-up met it (a precondition not met).
      const requirements = [...requirementCounts].sort(([, a], [, b]) => b.checked - a.checked || b.all - a.all).map(([id]) => id);
      const first = requirements[0];
      const ofRule = first === undefined ? [] : cause.scenarios.filter((outcome) => ruleOf(outcome) === first);
      const example = ofRule.find((outcome) => !PRECONDITION.test(summaryOf(outcome))) ?? ofRule[0];
      if (example === undefined || example === cause.scenarios[0]) return { ...cause, requirements };
      const scenarios = [example, ...cause.scenarios.filter((outcome) => outcome !== example)];
      return { ...cause, requirement: first, requirements, summary: causeLine(summaryOf(example)), scenarios };
    })
    .sort((a, b) => causeRank(a.kind) - causeRank(b.kind) || b.scenarios.length - a.scenarios.length);
}
