import { escapeControl, markdownCell } from '../harness/safe-text';
import type { Catalogue } from '../harness/profiles';
import { MAX_CAUSES_LISTED } from '../harness/defaults';
import type { BaselineVerdict } from './baseline';
import { causeRules, causes, type Cause } from './causes';
import { fitTitle } from './fit-text';
import { errorAnnotation } from './github-actions';
import { byFeature, conceptScorecard, conceptScoreText, countByKind, OUTCOME_KINDS, ownFailures, type ScenarioOutcome } from './run-summary';
import type { Selection } from '../api/record';

export interface RunReport {
  /** The catalogue of the profile the run verified: it names the document, its features and concepts. */
  profile: Catalogue;
  implementation: string;
  outcomes: readonly ScenarioOutcome[];
  baseline?: BaselineVerdict;
  /** Findings about the run as a whole (shared state, type errors), shown before the counts. */
  notices: string[];
  /**
   * Every scenario that ran passed, and the run was not narrowed (a baseline changes nothing here: see passes()). A
   * run narrowed by --only or --tags shows no conformance, whatever it passes: it says what it ran instead.
   */
  conformant: boolean;
  /** A run narrowed by --only or --tags: how many of the profile's scenarios it selected, and by what. */
  selection?: Selection;
  /** A run with --strict: the kit's @strict interpretations ran too (more is asked than the literal text). */
  strict?: boolean;
}

/** How every report names a --strict run, after the implementation's name. */
export const STRICT_RUN = 'with the @strict interpretations (--strict)';

/** outcomes.json: what a run writes for graders and scripts (run-once.ts), and todo-kit grade reads back (scoreboard.ts). */
export type { OutcomesRecord, Selection } from '../api/record'; // declared where the public types are

/**
 * "43 passed, 131 not passing (130 failed, 1 errored), 8 skipped": the same total of scenarios that did not pass as
 * the closing line, which CI tools read and which calls every one of them failed.
 */
const countsLine = (counts: Record<string, number>) => {
  const parts = [`${counts.passed} passed`];
  const notPassing = notPassingCount(counts);
  if (notPassing !== undefined) parts.push(notPassing);
  if (counts.skipped! > 0) parts.push(`${counts.skipped} skipped`);
  return parts.join(', ');
};

/** "131 not passing (130 failed, 1 errored)", or "5 failed" when all failed alike; undefined when all passed. */
export function notPassingCount(counts: Record<string, number>): string | undefined {
  const notPassingKinds = OUTCOME_KINDS.filter((k) => k !== 'passed' && k !== 'skipped' && counts[k]! > 0);
  const notPassing = notPassingKinds.reduce((sum, k) => sum + counts[k]!, 0);
  if (notPassing === 0) return undefined;
  const onlyFailed = notPassingKinds.length === 1 && notPassingKinds[0] === 'failed';
  return onlyFailed ? `${notPassing} failed` : `${notPassing} not passing (${notPassingKinds.map((k) => `${counts[k]} ${k}`).join(', ')})`;
}

/** The widest feature title the terminal's table shows. */
const FEATURE_TITLE_WIDTH = 80;

/** How many items of its scenarios a crash's row in summary.md names. */
const ITEMS_OF_A_CRASH = 3;

/**
 * The items a cause breaks, for summary.md's column; where it names none (a crash, a hang: the implementation's
 * message, not a rule the kit saw broken), the first items its scenarios check, in brackets, so that the cell still
 * says where to look. Nothing for scenarios the kit did not run: they checked nothing.
 */
function itemsOf(cause: Cause): string {
  if (cause.requirements.length > 0) return cause.requirements.join(', ');
  if (cause.kind === 'not run') return '';
  const checked = [...new Set(cause.scenarios.flatMap((s) => s.requirements))];
  const more = checked.length > ITEMS_OF_A_CRASH ? ` and ${checked.length - ITEMS_OF_A_CRASH} more` : '';
  return checked.length > 0 ? `(checked: ${checked.slice(0, ITEMS_OF_A_CRASH).join(', ')}${more})` : '';
}

/** The failures a learner should look at (those listed in the baseline are not news). */
export function notPassing(report: RunReport): ScenarioOutcome[] {
  const listed = new Set((report.baseline?.expected ?? []).map((o) => o.id));
  return report.outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped' && !listed.has(o.id));
}

/**
 * Whether the run passes (exit 0): conformant; narrowed, every scenario it selected passed; with a baseline, no failure
 * but those it lists and no entry of it that now passes. A baseline or a selection lets a run pass; neither makes an
 * implementation conformant.
 */
export function passes(report: RunReport): boolean {
  const { baseline } = report;
  // A selection passes when something in it passed and nothing failed: one of only skipped scenarios checked nothing.
  if (!baseline)
    return report.conformant || (report.selection !== undefined && report.outcomes.some((o) => o.kind === 'passed') && notPassing(report).length === 0);
  // Something must have been checked: a selection of only skipped scenarios passes no more with a baseline than without.
  const checked = report.outcomes.some((o) => o.kind === 'passed') || baseline.expected.length > 0;
  return checked && baseline.unexpected.length === 0 && baseline.stale.length === 0;
}

/**
 * CONFORMANT; NOT CONFORMANT; with a baseline, NO NEW FAILURES when only the failures it lists remain (the run
 * passes, the implementation is not conformant yet), or BASELINE OUT OF DATE when only its stale entries fail the run;
 * narrowed by --only or --tags, SELECTION PASSED when all it selected passed (a failure still shows non-conformance).
 */
export function verdict(report: RunReport): string {
  const { baseline } = report;
  if (baseline && baseline.unexpected.length === 0 && baseline.stale.length > 0) {
    return 'BASELINE OUT OF DATE (run again with --update-baseline to remove the stale entries)';
  }
  if (report.conformant) return 'CONFORMANT';
  // A baseline none of whose failures this run met forgave nothing: a narrowed run is then judged as its selection.
  if (baseline && passes(report) && baseline.expected.length > 0) {
    const narrowed = report.selection
      ? `; ${report.selection.selected} of ${report.selection.total} scenarios, chosen by ${report.selection.by.join(' ')}`
      : '';
    return `NO NEW FAILURES (not conformant yet: ${baseline.expected.length} expected failure(s), listed in the baseline${narrowed})`;
  }
  if (report.selection && passes(report)) {
    const { selected, total, by } = report.selection;
    return `SELECTION PASSED (${selected} of ${total} scenarios, chosen by ${by.join(' ')}: conformance needs a run of them all)`;
  }
  if (report.selection && notPassing(report).length === 0) {
    return `NOTHING CHECKED (the ${report.selection.selected} scenario(s) chosen by ${report.selection.by.join(' ')} do not apply to this implementation; index.html says why for each)`;
  }
  return 'NOT CONFORMANT';
}

/** The heading of the concept scorecard, the same in every report: the profile's own ("The PRD's six teaching concepts"). */
export const conceptsTitle = (report: RunReport): string => report.profile.profile.conceptsTitle ?? `The ${report.profile.profile.document.short}'s concepts`;

/** "1 scenario", "74 scenarios". */
const scenarioCount = (count: number): string => `${count} scenario${count === 1 ? '' : 's'}`;

/** What a concept or feature with no scenario in the run shows: not applicable to it, or not in its selection. */
export function noScenarios(report: RunReport): string {
  return report.selection ? 'not selected' : 'not applicable';
}

/** What a narrowed run ran, the same words in every report: a verdict on it is no verdict on the whole contract. */
export const selectionLine = ({ selected, total, by }: Selection): string =>
  `Selected by ${by.join(' ')}: ${selected} of ${total} scenarios (a narrowed run: conformance needs a run of them all)`;

/** A baseline's counts, the same words in every report. */
const baselineLine = ({ expected, stale }: BaselineVerdict, fresh: number): string =>
  `Baseline: ${expected.length} listed failure(s) still failing, ${stale.length} listed that now pass (stale), ${fresh} new failure(s)`;

export function renderTerminal(report: RunReport): string {
  const counts = countByKind(report.outcomes);
  const lines = ['', `Conformance of ${report.implementation}${report.strict ? `, ${STRICT_RUN}` : ''}`];
  for (const notice of report.notices) lines.push(`  ⚠ ${notice}`);
  const doc = report.profile.profile.document.short;
  lines.push(`  ${scenarioCount(report.outcomes.length)}: ${countsLine(counts)}`);
  // Why scenarios were skipped, one line a reason: a count alone read as checks that passed (an optional method a
  // program answers but does not list among its capabilities, say).
  const skipped = new Map<string, number>();
  for (const o of report.outcomes) if (o.kind === 'skipped') skipped.set(o.message ?? 'skipped', (skipped.get(o.message ?? 'skipped') ?? 0) + 1);
  for (const [reason, n] of skipped) lines.push(`    ${n} skipped: ${reason}`);
  if (report.selection) lines.push(`  ${selectionLine(report.selection)}`);
  lines.push('', `  By ${doc} feature`);
  const width = Math.max(...byFeature(report.outcomes).map((f) => f.feature.length), 10);
  for (const { feature, counts: c } of byFeature(report.outcomes)) {
    const ran = report.outcomes.filter((o) => o.feature === feature && o.kind !== 'skipped').length;
    const rest = countsLine(c).replace(/^\d+ passed,? ?/, '');
    // A feature whose every scenario in the run was skipped is not applicable (as the concepts below say), not "0/0".
    const score = ran === 0 ? 'not applicable' : `${c.passed}/${ran}`;
    lines.push(`    ${fitTitle(feature, FEATURE_TITLE_WIDTH).padEnd(Math.min(width, FEATURE_TITLE_WIDTH))}  ${score}${rest ? `  (${rest})` : ''}`);
  }
  const scorecard = conceptScorecard(report.outcomes);
  if (scorecard.length > 0) lines.push('', `  ${conceptsTitle(report)}`);
  const conceptWidth = Math.min(Math.max(...scorecard.map((score) => score.concept.length), 10), FEATURE_TITLE_WIDTH);
  for (const score of scorecard) {
    lines.push(
      `    ${fitTitle(score.concept, FEATURE_TITLE_WIDTH).padEnd(conceptWidth)}  ${conceptScoreText(score) ?? noScenarios(report)}${ownFailures(score) > 0 ? '  ✗' : ''}`,
    );
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
        `    ${String(cause.scenarios.length).padStart(3)} × ${cause.kind.padEnd(14)} ${cause.requirement ? `${causeRules(cause)} ` : ''}${cause.summary}`,
      );
      lines.push(`${' '.repeat(24)}e.g. ${first!.id}: ${first!.name}${more}`);
      if (cause.hint) lines.push(`${' '.repeat(24)}hint: ${cause.hint.replace(/\n/g, `\n${' '.repeat(30)}`)}`); // its lines under its first
    }
    if (grouped.length > MAX_CAUSES_LISTED) lines.push(`    … and ${grouped.length - MAX_CAUSES_LISTED} more cause(s)`);
  }
  if (report.baseline) {
    const { stale } = report.baseline;
    lines.push('', `  ${baselineLine(report.baseline, failing.length)}`);
    for (const o of stale) lines.push(`    stale: ${o.id} now passes; --update-baseline removes it from the baseline`);
  }
  // A plain closing line that CI tools read, in the same words as the counts above ("not passing" when not every
  // scenario that did not pass failed: a hang is not a wrong answer).
  lines.push('', `  ${verdict(report)}`, '');
  lines.push(`scenarios: ${countsLine(counts)}`);
  // Text from the implementation (messages, names, notices) reaches the terminal here: control characters are shown
  // as escapes (\u001b[2J), never obeyed. The kit writes no escape sequence of its own.
  return escapeControl(lines.join('\n'));
}

export function renderMarkdown(report: RunReport): string {
  const counts = countByKind(report.outcomes);
  const lines = [
    `## ${report.profile.profile.document.title} conformance: ${verdict(report).replace(/^[^(]*/, (headline) => headline.toLowerCase())} ${!passes(report) ? '❌' : report.conformant ? '✅' : '☑️'}`,
    '',
    `Implementation: \`${report.implementation}\`${report.strict ? `, ${STRICT_RUN}` : ''}. ${scenarioCount(report.outcomes.length)}: ${countsLine(counts)}.`,
    ...(report.selection ? ['', `${selectionLine(report.selection)}.`] : []),
    '',
    ...report.notices.map((notice) => {
      const [first, ...rest] = notice.split('\n');
      // A notice may quote the learner's code (a type error) or words (the message its factory threw at the kit's
      // probe): no HTML, link or image outside the fence (the line is escaped as a table cell is), no fence inside it.
      const quoted = `> ⚠ ${markdownCell(first!)}\n`;
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
          `| ${conceptsTitle(report)} | passed / total |`,
          '|---|---:|',
          ...conceptScorecard(report.outcomes).map(
            (score) => `| ${score.concept} | ${conceptScoreText(score, ' / ') ?? noScenarios(report)}${ownFailures(score) > 0 ? ' ❌' : ''} |`,
          ),
        ]),
  ];
  const failing = notPassing(report);
  if (failing.length > 0) {
    const cell = markdownCell; // no pipe, HTML, line break or control character leaves its cell
    const grouped = causes(failing);
    lines.push(
      '',
      `### What to fix first: ${failing.length} scenario(s) not passing, from ${grouped.length} cause(s)`,
      '',
      `| scenarios | outcome | ${report.profile.profile.document.short} item | cause | for example |`,
      '|---:|---|---|---|---|',
    );
    for (const cause of grouped.slice(0, MAX_CAUSES_LISTED)) {
      lines.push(
        // The hint in the cause's cell: what the terminal and index.html say under each cause, a CI job summary too.
        `| ${cause.scenarios.length} | ${cause.kind} | ${cell(itemsOf(cause))} | ${cell(cause.summary)}${cause.hint ? ` · *hint:* ${cell(cause.hint)}` : ''} | \`${cause.scenarios[0]!.id}\` ${cell(cause.scenarios[0]!.name)} |`,
      );
    }
    if (grouped.length > MAX_CAUSES_LISTED)
      lines.push('', `… and ${grouped.length - MAX_CAUSES_LISTED} more cause(s): every failure is in outcomes.json and the HTML report.`);
  }
  if (report.baseline) {
    lines.push(
      '',
      `${baselineLine(report.baseline, failing.length)}${report.baseline.stale.length > 0 ? ` (stale: ${report.baseline.stale.map((o) => `\`${o.id}\``).join(', ')})` : ''}.${report.baseline.stale.length > 0 ? ' Run again with `--update-baseline` to remove the stale entries.' : ''}`,
    );
  }
  return `${escapeControl(lines.join('\n'))}\n`;
}

/**
 * The causes as GitHub Actions workflow commands (`::error title=…::…`), one per cause listed in the terminal: a
 * pull request then shows what to fix first beside the job, each line with its hint. The values are the
 * implementation's text, escaped as the runner reads them (a newline in a message cannot start a command of its own).
 */
export function renderAnnotations(report: RunReport): string[] {
  return causes(notPassing(report))
    .slice(0, MAX_CAUSES_LISTED)
    .map((cause) => {
      const title = `${cause.scenarios.length} × ${cause.kind}${cause.requirement ? ` ${causeRules(cause)}` : ''}`;
      const message = `${cause.summary}${cause.hint ? ` — hint: ${cause.hint}` : ''} (e.g. ${cause.scenarios[0]!.id})`;
      return errorAnnotation(title, message);
    });
}
