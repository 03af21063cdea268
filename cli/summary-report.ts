import type { BaselineVerdict } from './baseline';
import { byFeature, conceptScorecard, countByKind, OUTCOME_KINDS, type ScenarioOutcome } from './run-summary';

export interface RunReport {
  implementation: string;
  outcomes: readonly ScenarioOutcome[];
  baseline?: BaselineVerdict;
  /** Findings about the run as a whole (shared state, type errors), shown before the counts. */
  notices: string[];
  conformant: boolean;
}

const MAX_LISTED = 15;

const countsLine = (counts: Record<string, number>) =>
  OUTCOME_KINDS.filter((k) => k === 'passed' || counts[k]! > 0).map((k) => `${counts[k]} ${k}`).join(', ');

const firstLine = (text = '') => text.split('\n')[0]!.slice(0, 160);

/** The failures a learner should look at, first ones first (they are often the cause of the later ones). */
function notPassing(report: RunReport): ScenarioOutcome[] {
  const listed = new Set((report.baseline?.expected ?? []).map((o) => o.key));
  return report.outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped' && !listed.has(o.key));
}

export function renderTerminal(report: RunReport): string {
  const counts = countByKind(report.outcomes);
  const lines = ['', `Conformance of ${report.implementation}`];
  for (const notice of report.notices) lines.push(`  ⚠ ${notice}`);
  lines.push(`  ${report.outcomes.length} scenarios: ${countsLine(counts)}`, '', '  By PRD feature');
  const width = Math.max(...byFeature(report.outcomes).map((f) => f.feature.length), 10);
  for (const { feature, counts: c } of byFeature(report.outcomes)) {
    const ran = report.outcomes.filter((o) => o.feature === feature && o.kind !== 'skipped').length;
    const rest = countsLine(c).replace(/^\d+ passed,? ?/, '');
    lines.push(`    ${feature.slice(0, 80).padEnd(Math.min(width, 80))}  ${c.passed}/${ran}${rest ? `  (${rest})` : ''}`);
  }
  lines.push('', "  The PRD's six teaching concepts");
  for (const { concept, passed, total } of conceptScorecard(report.outcomes)) {
    lines.push(`    ${concept.padEnd(22)} ${passed}/${total}${passed === total ? '' : '  ✗'}`);
  }
  const failing = notPassing(report);
  if (failing.length > 0) {
    lines.push('', '  Not passing (fix them in this order; the full messages are above and in the HTML report)');
    for (const o of failing.slice(0, MAX_LISTED)) lines.push(`    ${o.kind.padEnd(14)} ${o.key.padEnd(18)} ${o.name}`, `${' '.repeat(23)}${firstLine(o.message)}`);
    if (failing.length > MAX_LISTED) lines.push(`    … and ${failing.length - MAX_LISTED} more`);
  }
  if (report.baseline) {
    const { expected, stale } = report.baseline;
    lines.push('', `  Baseline: ${expected.length} expected failure(s), ${failing.length} new, ${stale.length} stale`);
    for (const o of stale) lines.push(`    stale: ${o.key} now passes; remove it from the baseline`);
  }
  // A plain closing line that CI tools read: passed, not passing (of any kind), skipped.
  const notPassingCount = report.outcomes.length - counts.passed - counts.skipped;
  lines.push('', report.conformant ? '  CONFORMANT' : '  NOT CONFORMANT', '');
  lines.push(`scenarios: ${counts.passed} passed, ${notPassingCount} failed, ${counts.skipped} skipped`);
  return lines.join('\n');
}

export function renderMarkdown(report: RunReport): string {
  const counts = countByKind(report.outcomes);
  const lines = [
    `## Todo-List Tool v2 conformance: ${report.conformant ? 'conformant ✅' : 'not conformant ❌'}`,
    '',
    `Implementation: \`${report.implementation}\`. ${report.outcomes.length} scenarios: ${countsLine(counts)}.`,
    '',
    ...report.notices.map((notice) => `> ⚠ ${notice}\n`),
    '| PRD feature | passed | failed | errored | timed out | protocol error | skipped |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...byFeature(report.outcomes).map(
      ({ feature, counts: c }) => `| ${feature} | ${c.passed} | ${c.failed} | ${c.errored} | ${c['timed out']} | ${c['protocol error']} | ${c.skipped} |`,
    ),
    '',
    '| Teaching concept | passed / total |',
    '|---|---:|',
    ...conceptScorecard(report.outcomes).map(({ concept, passed, total }) => `| ${concept} | ${passed} / ${total}${passed === total ? '' : ' ❌'} |`),
  ];
  const failing = notPassing(report);
  if (failing.length > 0) {
    lines.push('', '| not passing | scenario | first line of the message |', '|---|---|---|');
    for (const o of failing.slice(0, MAX_LISTED)) lines.push(`| ${o.kind} | \`${o.key}\` ${o.name.replace(/\|/g, '\\|')} | ${firstLine(o.message).replace(/\|/g, '\\|')} |`);
    if (failing.length > MAX_LISTED) lines.push(`| … | ${failing.length - MAX_LISTED} more | |`);
  }
  if (report.baseline) {
    lines.push('', `Baseline: ${report.baseline.expected.length} expected failure(s), ${failing.length} new, ${report.baseline.stale.length} stale${report.baseline.stale.map((o) => ` \`${o.key}\``).join(',')}.`);
  }
  return `${lines.join('\n')}\n`;
}
