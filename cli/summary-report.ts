import { escapeControl, markdownCell } from '../harness/safe-text';
import type { Catalogue } from '../harness/profiles';
import type { OutcomeKind } from '../harness/outcomes';
import { MAX_CAUSES_LISTED } from '../harness/defaults';
import type { BaselineVerdict } from './baseline';
import { byFeature, conceptScorecard, countByKind, OUTCOME_KINDS, type ScenarioOutcome } from './run-summary';

export interface RunReport {
  /** The catalogue of the profile the run verified: it names the document, its features and concepts. */
  profile: Catalogue;
  implementation: string;
  outcomes: readonly ScenarioOutcome[];
  baseline?: BaselineVerdict;
  /** Findings about the run as a whole (shared state, type errors), shown before the counts. */
  notices: string[];
  /** Every scenario that ran passed (a baseline changes nothing here: see passes()). */
  conformant: boolean;
}

/**
 * "43 passed, 131 not passing (130 failed, 1 errored), 8 skipped": the same total of scenarios that did not pass as
 * the closing line, which CI tools read and which calls every one of them failed.
 */
const countsLine = (counts: Record<string, number>) => {
  const notPassingKinds = OUTCOME_KINDS.filter((k) => k !== 'passed' && k !== 'skipped' && counts[k]! > 0);
  const notPassing = notPassingKinds.reduce((sum, k) => sum + counts[k]!, 0);
  const parts = [`${counts.passed} passed`];
  if (notPassing > 0) {
    const onlyFailed = notPassingKinds.length === 1 && notPassingKinds[0] === 'failed';
    parts.push(onlyFailed ? `${notPassing} failed` : `${notPassing} not passing (${notPassingKinds.map((k) => `${counts[k]} ${k}`).join(', ')})`);
  }
  if (counts.skipped! > 0) parts.push(`${counts.skipped} skipped`);
  return parts.join(', ');
};

/** The widest feature title the terminal's table shows. */
const FEATURE_TITLE_WIDTH = 80;

/** A title cut to a width at a word boundary, with an ellipsis: "F-008 TodoWrite validates in a fixed order, …" */
export function fitTitle(title: string, width: number): string {
  if (title.length <= width) return title;
  const room = title.slice(0, width - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > width / 2 ? room.slice(0, lastSpace) : room).replace(/[\s,;:]+$/, '')}…`;
}

export interface Cause {
  kind: OutcomeKind;
  requirement?: string;
  summary: string;
  hint?: string;
  scenarios: ScenarioOutcome[];
}

/** What safe-text's truncate writes after a cut: "… [11 more characters cut by the kit]". */
const CUT_NOTE = / \[\d+ more characters cut by the kit\]/y;

/** Past the "…" of a cut at `at`, and the note that may follow it. */
function pastCut(text: string, at: number): number {
  CUT_NOTE.lastIndex = at + 1;
  return CUT_NOTE.test(text) ? CUT_NOTE.lastIndex : at + 1;
}

/**
 * The end of the double-quoted string that starts at `start`: past its closing quote, or past the cut ("…" and its
 * note) where the kit cut it, which ends whatever value holds the string too.
 */
function endOfString(text: string, start: number): { end: number; cut: boolean } {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return { end: i + 1, cut: false };
    else if (text[i] === '…') return { end: pastCut(text, i), cut: true };
  }
  return { end: text.length, cut: true };
}

/** The end of the JSON value (an object or array) that starts at `start`: past its closing bracket, or its cut. */
function endOfValue(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const string = endOfString(text, i);
      if (string.cut) return string.end;
      i = string.end - 1;
    } else if (c === '…') return pastCut(text, i);
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * Each JSON value quoted in a text (an input, a schema, a call's arguments) as `{…}`, and each double-quoted string
 * as `"…"`, read bracket by bracket and string by string, so that a value the kit cut short ("…" inside it, or the
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
 * A cause's one line, at most `width` characters: the values it quotes are shortened first, longest first (a call's
 * input, cut inside, with "…"), so that what went wrong, after them, stays; then the line is cut between words.
 */
export function fitSummary(text: string, width: number): string {
  let line = text.split('\n')[0]!;
  for (let guard = 0; line.length > width && guard < 20; guard++) {
    let longest = { start: -1, end: -1 };
    for (let i = 0; i < line.length;) {
      if (line[i] !== '{' && line[i] !== '[') {
        i = line[i] === '"' ? endOfString(line, i).end : i + 1;
        continue;
      }
      const end = endOfValue(line, i);
      if (end - i > longest.end - longest.start) longest = { start: i, end };
      i = end;
    }
    const length = longest.end - longest.start;
    const keep = Math.max(MIN_VALUE_SHOWN, length - (line.length - width) - 1);
    if (longest.start < 0 || keep >= length - 1) break; // no value to shorten, or none that would get shorter
    line = `${line.slice(0, longest.start + keep)}…${line.slice(longest.end)}`;
  }
  return fitTitle(line, width);
}

/** A cause's line on the terminal and in the reports, at most. */
const CAUSE_LINE_CHARS = 160;

/** How much of a value a shortened cause line keeps. */
const MIN_VALUE_SHOWN = 24;

/**
 * A message with what varies between scenarios of one cause taken out (quoted values, numbers, ids, the input of
 * a call), so that one bug is one group: done before cutting it to length, or one Python KeyError whose messages
 * differ only past the cut would still split into dozens of groups.
 */
export function normaliseForGrouping(text: string): string {
  const steady = text
    .replace(/^precondition not met \([^)]*\): /, '') // the same cause, whether a set-up step or the check itself met it
    .replace(/^before the first scenario: /, '') // the same stray output, before the first scenario or during one
    .replace(/, while waiting for the answer to .*$/, '') // whichever call was waiting
    .replace(/executeTool\(.*?\) (did not|failed|stopped)/, 'executeTool(…) $1')
    .replace(/while answering .*?: /, 'while answering: ');
  return collapseValues(steady)
    .replace(/(?<!\w)'(?:[^'\\\n]|\\.)*'(?!\w)/g, "'…'") // a quoted value, not the apostrophe of "round 1's"
    .replace(/\btoolu_\w+/g, 'toolu_…')
    .replace(/\b[A-Z]+\d+(?:-[\w]+)*(?:\/[\w-]+)?/g, '…') // scenario ids (F001-07, MCC03-02/two-in-progress)
    .replace(/\b\d+(\.\d+)?\b/g, 'N')
    .replace(/\bN(?:(?:, | to |-)N)+\b/g, 'N') // a list or range of numbers ("rounds 11, 12, 13", "11-13"): its length is the scenario's
    .replace(/\s+/g, ' ')
    .trim();
}

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
  const groups = new Map<string, Cause & { requirementCounts: Map<string, number> }>();
  for (const outcome of failing) {
    const line = outcome.message?.split('\n')[0] ?? '';
    const requirement = outcome.failure?.requirements[0] ?? /\[([^\]]+)\]\s*$/.exec(line)?.[1];
    const summary = outcome.failure?.summary ?? line.replace(/\s*\[[^\]]+\]\s*$/, '');
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
    const key = outcome.failure
      ? [normaliseForGrouping(outcome.kind), normaliseForGrouping(summary), difference, normaliseForGrouping(hint ?? '')]
          .map((part) => part.slice(0, 160))
          .join('|')
      : `${outcome.kind}|${requirement ?? ''}|${normaliseForGrouping(summary).slice(0, 160)}`;
    const group = groups.get(key) ?? {
      kind: outcome.kind,
      requirement,
      summary: fitSummary(summary, CAUSE_LINE_CHARS),
      hint,
      scenarios: [] as ScenarioOutcome[],
      requirementCounts: new Map<string, number>(),
    };
    group.scenarios.push(outcome);
    if (requirement) group.requirementCounts.set(requirement, (group.requirementCounts.get(requirement) ?? 0) + 1);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ requirementCounts, ...cause }) => ({
      ...cause,
      // The rule most of the group's scenarios name: the one a learner should read first.
      requirement: [...requirementCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? cause.requirement,
    }))
    .sort((a, b) => causeRank(a.kind) - causeRank(b.kind) || b.scenarios.length - a.scenarios.length);
}

/** How far textChange looks into two values, in values compared, and in levels. */
const CHANGE_SEARCH = { values: 1000, depth: 32 };

/** The first place where the expected and the actual value hold two different strings (a bounded walk), or none. */
function differentTexts(expected: unknown, actual: unknown, budget = { left: CHANGE_SEARCH.values }, depth = 0): [string, string] | undefined {
  if (--budget.left < 0 || depth > CHANGE_SEARCH.depth) return undefined;
  if (typeof expected === 'string' && typeof actual === 'string') return expected === actual ? undefined : [expected, actual];
  if (!expected || !actual || typeof expected !== 'object' || typeof actual !== 'object' || Array.isArray(expected) !== Array.isArray(actual)) return undefined;
  for (const [key, value] of Object.entries(expected)) {
    const found = differentTexts(value, (actual as Record<string, unknown>)[key], budget, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * How the first text that differs was changed: each of the two without the start and the end they share (for
 * "… content is required and cannot be empty" against "… content must not be empty": "is required and can" and
 * "must "); undefined where no text differs (a missing field, a number).
 */
export function textChange(expected: unknown, actual: unknown): { expected: string; actual: string } | undefined {
  const texts = differentTexts(expected, actual);
  if (!texts) return undefined;
  const [e, a] = texts;
  let start = 0;
  while (start < e.length && start < a.length && e[start] === a[start]) start++;
  let end = 0;
  while (end < e.length - start && end < a.length - start && e[e.length - 1 - end] === a[a.length - 1 - end]) end++;
  return { expected: e.slice(start, e.length - end), actual: a.slice(start, a.length - end) };
}

/** The failures a learner should look at (those listed in the baseline are not news). */
export function notPassing(report: RunReport): ScenarioOutcome[] {
  const listed = new Set((report.baseline?.expected ?? []).map((o) => o.id));
  return report.outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped' && !listed.has(o.id));
}

/**
 * Whether the run passes (exit 0): conformant, or, with a baseline, no failure but those it lists and no entry of it
 * that now passes. A baseline lets a run pass; it never makes an implementation conformant.
 */
export function passes(report: RunReport): boolean {
  const { baseline } = report;
  if (!baseline) return report.conformant;
  return report.outcomes.length > 0 && baseline.unexpected.length === 0 && baseline.stale.length === 0;
}

/**
 * CONFORMANT; NOT CONFORMANT; with a baseline, NO NEW FAILURES when only the failures it lists remain (the run
 * passes, the implementation is not conformant yet), or BASELINE OUT OF DATE when only its stale entries fail the run.
 */
export function verdict(report: RunReport): string {
  const { baseline } = report;
  if (baseline && baseline.unexpected.length === 0 && baseline.stale.length > 0) {
    return 'BASELINE OUT OF DATE (run again with --update-baseline to remove the stale entries)';
  }
  if (report.conformant) return 'CONFORMANT';
  if (baseline && passes(report)) return `NO NEW FAILURES (not conformant yet: ${baseline.expected.length} expected failure(s), listed in the baseline)`;
  return 'NOT CONFORMANT';
}

export function renderTerminal(report: RunReport): string {
  const counts = countByKind(report.outcomes);
  const lines = ['', `Conformance of ${report.implementation}`];
  for (const notice of report.notices) lines.push(`  ⚠ ${notice}`);
  const doc = report.profile.profile.document.short;
  lines.push(`  ${report.outcomes.length} scenarios: ${countsLine(counts)}`, '', `  By ${doc} feature`);
  const width = Math.max(...byFeature(report.outcomes).map((f) => f.feature.length), 10);
  for (const { feature, counts: c } of byFeature(report.outcomes)) {
    const ran = report.outcomes.filter((o) => o.feature === feature && o.kind !== 'skipped').length;
    const rest = countsLine(c).replace(/^\d+ passed,? ?/, '');
    lines.push(`    ${fitTitle(feature, FEATURE_TITLE_WIDTH).padEnd(Math.min(width, FEATURE_TITLE_WIDTH))}  ${c.passed}/${ran}${rest ? `  (${rest})` : ''}`);
  }
  const scorecard = conceptScorecard(report.outcomes);
  if (scorecard.length > 0) lines.push('', `  ${report.profile.profile.conceptsTitle ?? `The ${doc}'s concepts`}`);
  for (const { concept, passed, total } of scorecard) {
    lines.push(`    ${concept.padEnd(22)} ${passed}/${total}${passed === total ? '' : '  ✗'}`);
  }
  const failing = notPassing(report);
  if (failing.length > 0) {
    const grouped = causes(failing);
    lines.push(
      '',
      `  What to fix first: ${failing.length} scenario(s) not passing, from ${grouped.length} cause(s) (full messages above, and in the HTML report)`,
    );
    for (const cause of grouped.slice(0, MAX_CAUSES_LISTED)) {
      const [first] = cause.scenarios;
      const more = cause.scenarios.length > 1 ? ` and ${cause.scenarios.length - 1} more` : '';
      lines.push(
        `    ${String(cause.scenarios.length).padStart(3)} × ${cause.kind.padEnd(14)} ${cause.requirement ? `[${cause.requirement}] ` : ''}${cause.summary}`,
      );
      lines.push(`${' '.repeat(24)}e.g. ${first!.id}: ${first!.name}${more}`);
      if (cause.hint) lines.push(`${' '.repeat(24)}hint: ${cause.hint}`);
    }
    if (grouped.length > MAX_CAUSES_LISTED) lines.push(`    … and ${grouped.length - MAX_CAUSES_LISTED} more cause(s)`);
  }
  if (report.baseline) {
    const { expected, stale } = report.baseline;
    lines.push('', `  Baseline: ${expected.length} expected failure(s), ${failing.length} new, ${stale.length} stale`);
    for (const o of stale) lines.push(`    stale: ${o.id} now passes; --update-baseline removes it from the baseline`);
  }
  // A plain closing line that CI tools read: passed, "failed" (every kind that did not pass), skipped.
  const notPassingCount = report.outcomes.length - counts.passed - counts.skipped;
  lines.push('', `  ${verdict(report)}`, '');
  lines.push(`scenarios: ${counts.passed} passed, ${notPassingCount} failed, ${counts.skipped} skipped`);
  // Text from the implementation (messages, names, notices) reaches the terminal here: control characters are shown
  // as escapes (\u001b[2J), never obeyed. The kit writes no escape sequence of its own.
  return escapeControl(lines.join('\n'));
}

export function renderMarkdown(report: RunReport): string {
  const counts = countByKind(report.outcomes);
  const lines = [
    `## ${report.profile.profile.document.title} conformance: ${verdict(report).toLowerCase()} ${report.conformant ? '✅' : passes(report) ? '☑️' : '❌'}`,
    '',
    `Implementation: \`${report.implementation}\`. ${report.outcomes.length} scenarios: ${countsLine(counts)}.`,
    '',
    ...report.notices.map((notice) => {
      const [first, ...rest] = notice.split('\n');
      // A notice may quote the learner's code (a type error): no HTML outside the fence, no fence inside it.
      const quoted = `> ⚠ ${first!.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}\n`;
      return rest.length === 0
        ? quoted
        : `${quoted}\n\`\`\`\n${rest.map((l) => l.trim().replace(/`{3,}/g, (run) => "'".repeat(run.length))).join('\n')}\n\`\`\`\n`;
    }),
    `| ${report.profile.profile.document.short} feature | ${OUTCOME_KINDS.join(' | ')} |`,
    `|---|${OUTCOME_KINDS.map(() => '---:').join('|')}|`,
    ...byFeature(report.outcomes).map(({ feature, counts: c }) => `| ${feature} | ${OUTCOME_KINDS.map((kind) => c[kind]).join(' | ')} |`),
    '',
    ...(conceptScorecard(report.outcomes).length === 0
      ? []
      : [
          '| Teaching concept | passed / total |',
          '|---|---:|',
          ...conceptScorecard(report.outcomes).map(({ concept, passed, total }) => `| ${concept} | ${passed} / ${total}${passed === total ? '' : ' ❌'} |`),
        ]),
  ];
  const failing = notPassing(report);
  if (failing.length > 0) {
    const cell = markdownCell; // no pipe, HTML, line break or control character leaves its cell
    lines.push('', `| scenarios | outcome | ${report.profile.profile.document.short} item | cause | for example |`, '|---:|---|---|---|---|');
    const grouped = causes(failing);
    for (const cause of grouped.slice(0, MAX_CAUSES_LISTED)) {
      lines.push(
        `| ${cause.scenarios.length} | ${cause.kind} | ${cause.requirement ?? ''} | ${cell(cause.summary)} | \`${cause.scenarios[0]!.id}\` ${cell(cause.scenarios[0]!.name)} |`,
      );
    }
    if (grouped.length > MAX_CAUSES_LISTED)
      lines.push('', `… and ${grouped.length - MAX_CAUSES_LISTED} more cause(s): every failure is in outcomes.json and the HTML report.`);
  }
  if (report.baseline) {
    lines.push(
      '',
      `Baseline: ${report.baseline.expected.length} expected failure(s), ${failing.length} new, ${report.baseline.stale.length} stale${report.baseline.stale.map((o) => ` \`${o.id}\``).join(',')}.${report.baseline.stale.length > 0 ? ' Run again with `--update-baseline` to remove the stale entries.' : ''}`,
    );
  }
  return `${escapeControl(lines.join('\n'))}\n`;
}
