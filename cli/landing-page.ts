/**
 * index.html in a run's report folder: the page a learner opens first. cucumber.html lists every scenario in the
 * order of the feature files, tens of thousands of pixels of mostly passing rows; this page opens on what to fix.
 *
 *   1. the verdict in one line, and the counts per outcome kind (skipped scenarios are "not applicable", never a
 *      missing percentage: a conformant implementation reads 100% of what applies to it);
 *   2. what to fix first, grouped by cause with the terminal's grouping (summary-report.ts causes()): the rule
 *      the cause breaks, quoted from the profile's catalogue, one example diff, and its scenarios, each linked to
 *      its place in cucumber.html and with its full message one click away;
 *   3. the concept scorecard as a small bar chart, the counts per feature, and the passing and not applicable
 *      scenarios, folded.
 *
 * Self-contained: inline CSS, no script, no network. Every value that comes from a run (an implementation's
 * message, a scenario name) is escaped: the implementation is untrusted, and its words end up in this page.
 */
import type { Catalogue, Requirement } from '../harness/profiles';
import {
  byFeature,
  conceptScorecard,
  conceptScoreText,
  countByKind,
  kindLabel,
  OUTCOME_KINDS,
  ownFailures,
  percentOf,
  type ScenarioOutcome,
} from './run-summary';
import { causes, type Cause } from './causes';
import { conceptsTitle, noScenarios, notPassing, notPassingCount, passes, selectionLine, STRICT_RUN, verdict, type RunReport } from './summary-report';

export interface LandingPageOptions {
  /** The cucumber HTML report beside this page (its file name), or undefined when the run did not write one. */
  htmlReport?: string;
  /** The other report files, linked at the foot of the page. */
  otherReports?: readonly string[];
}

/** Text from a run inside the page: escaped, and cut so that one hostile message cannot make the page huge. */
const MAX_MESSAGE_CHARS = 6000;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const cut = (text: string, max = MAX_MESSAGE_CHARS) => (text.length > max ? `${text.slice(0, max)}\n… (${text.length - max} more characters)` : text);

/**
 * Where a scenario is in cucumber.html. Its React app reads a search from the address (`?query=`, a tag
 * expression when it starts with @) and the statuses to hide (`&hide=passed`), so a link can open the report on
 * that one scenario. An outline row is found by the outline's @id: the row itself has no tag of its own.
 */
export function cucumberReportLink(htmlReport: string, scenarioId: string): string {
  const tag = `@id:${scenarioId.split('/')[0]}`;
  return `${htmlReport}?query=${encodeURIComponent(tag)}&hide=passed&hide=skipped`;
}

/** Percent, rounded down: 99.6% of what applies is not yet 100%. */

/**
 * A value of a failure's record as the terminal shows it: JSON, but a value too long for the record, which the record
 * keeps as its JSON text cut short (safe-text.ts boundedValue), as that text, not quoted again (a TypeScript learner
 * read {"type":"object",… as "{\"type\":\"object\",…").
 */
function recordedValue(value: unknown): string {
  return typeof value === 'string' && /^[[{]/.test(value) && /… \[\d+ more characters cut by the kit\]$/.test(value) ? value : JSON.stringify(value);
}

/** The lines that show a failure at a glance: the record's diff, else expected/actual, else the message's diff or first lines. */
export function exampleDiff(outcome: ScenarioOutcome): string {
  const record = outcome.failure;
  if (record && record.diff.length > 0) return record.diff.join('\n');
  if (record && ('expected' in record || 'actual' in record)) {
    // Only what the record holds: a failure that shows only what it got ("TOOLS has no definition named …") has no expected.
    return [
      ...('expected' in record ? [`expected: ${recordedValue(record.expected)}`] : []),
      ...('actual' in record ? [`actual:   ${recordedValue(record.actual)}`] : []),
    ].join('\n');
  }
  const message = outcome.message ?? '';
  const lines = message.split('\n');
  const diffAt = lines.findIndex((line) => /^\s*diff:\s*$/.test(line));
  if (diffAt >= 0) {
    const rest = lines.slice(diffAt + 1);
    const end = rest.findIndex((line) => !/^\s{4,}/.test(line));
    return rest
      .slice(0, end < 0 ? rest.length : end)
      .map((line) => line.trim())
      .join('\n');
  }
  const compared = lines.filter((line) => /^\s*(expected|actual):/.test(line)).map((line) => line.trim());
  if (compared.length > 0) return compared.join('\n');
  return lines.slice(0, 8).join('\n');
}

function ruleOf(catalogue: Catalogue, id: string | undefined): Requirement | undefined {
  return id === undefined ? undefined : catalogue.requirements.find((r) => r.id === id);
}

function scenarioItem(outcome: ScenarioOutcome, options: LandingPageOptions): string {
  const link = options.htmlReport
    ? ` <a href="${escapeHtml(cucumberReportLink(options.htmlReport, outcome.id))}">steps in the full report<span class="visually-hidden"> for ${escapeHtml(outcome.id)}</span></a>`
    : '';
  return `<li><code>${escapeHtml(outcome.id)}</code> ${escapeHtml(outcome.name)}${link}
<details><summary>full message<span class="visually-hidden"> of ${escapeHtml(outcome.id)}</span></summary><pre>${escapeHtml(cut(outcome.message ?? '(no message)'))}</pre></details></li>`;
}

/** What the implementation printed during a scenario (its heading, then its lines), folded: the learner's own debugging. */
function outputDetails(id: string, output: string): string {
  const [heading, ...lines] = output.split('\n');
  return `<details class="output"><summary>${escapeHtml(heading!.replace(/:$/, ''))}, <code>${escapeHtml(id)}</code></summary><pre>${escapeHtml(cut(lines.join('\n'), 2000))}</pre></details>`;
}

function causeSection(cause: Cause, index: number, catalogue: Catalogue, options: LandingPageOptions): string {
  const doc = catalogue.profile.document.short;
  const rule = ruleOf(catalogue, cause.requirement);
  const [example] = cause.scenarios;
  const count = cause.scenarios.length;
  const ruleText = rule
    ? `<p class="rule"><strong>${escapeHtml(doc)} ${escapeHtml(rule.id)}</strong> (${escapeHtml(rule.section)}): ${escapeHtml(rule.text)}</p>`
    : cause.requirement
      ? `<p class="rule"><strong>${escapeHtml(cause.requirement)}</strong></p>`
      : '';
  // One bug that broke several rules' scenarios: the others are named too (the first is quoted above).
  const alsoRules =
    cause.requirements.length > 1
      ? `<p class="rule">Its scenarios also name ${cause.requirements
          .slice(1)
          .map((id) => `<code>${escapeHtml(id)}</code>`)
          .join(', ')}.</p>`
      : '';
  const hint = cause.hint ? `<p class="hint"><strong>Hint:</strong> ${escapeHtml(cause.hint)}</p>` : '';
  const others = cause.scenarios.slice(1);
  return `<li class="cause" id="cause-${index + 1}">
<h3><span class="kind kind-${cause.kind.replace(/\s+/g, '-')}">${escapeHtml(cause.kind)}</span> ${count} scenario${count === 1 ? '' : 's'}: ${cause.requirement ? `<code>${escapeHtml(cause.requirement)}</code> ` : ''}${escapeHtml(cause.summary)}</h3>
${ruleText}${alsoRules}${hint}
<figure><figcaption>For example, <code>${escapeHtml(example!.id)}</code>:</figcaption><pre class="diff">${escapeHtml(cut(exampleDiff(example!), 2000))}</pre></figure>
${example!.output ? outputDetails(example!.id, example!.output) : ''}
<ul class="scenarios">${scenarioItem(example!, options)}</ul>
${others.length > 0 ? `<details><summary>${others.length} more scenario${others.length === 1 ? '' : 's'} with this cause</summary><ul class="scenarios">${others.map((o) => scenarioItem(o, options)).join('\n')}</ul></details>` : ''}
</li>`;
}

function countsList(outcomes: readonly ScenarioOutcome[]): string {
  const counts = countByKind(outcomes);
  const items = OUTCOME_KINDS.filter((kind) => kind === 'passed' || counts[kind] > 0).map(
    (kind) => `<li class="kind-${kind.replace(/\s+/g, '-')}"><strong>${counts[kind]}</strong> ${kindLabel(kind)}</li>`,
  );
  return `<ul class="counts" aria-label="scenarios per outcome">${items.join('')}</ul>`;
}

function scorecardChart(report: RunReport): string {
  const scorecard = conceptScorecard(report.outcomes);
  if (scorecard.length === 0) return '';
  const title = conceptsTitle(report);
  const rows = scorecard.map((score) => {
    const { concept, passed, total } = score;
    const share = percentOf(passed, total);
    return `<tr><th scope="row">${escapeHtml(concept)}</th><td class="bar-cell"><span class="bar" aria-hidden="true"><span class="fill${passed === total ? '' : ' short'}" style="width:${total === 0 ? 0 : share}%"></span></span></td><td>${escapeHtml(conceptScoreText(score, ' of ') ?? noScenarios(report))}${ownFailures(score) > 0 ? ' <span class="bad">✗</span>' : ''}</td></tr>`;
  });
  return `<section aria-labelledby="concepts"><h2 id="concepts">${escapeHtml(title)}</h2>
<table class="chart"><thead><tr><th scope="col">concept</th><th scope="col">share passing</th><th scope="col">scenarios passing</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></section>`;
}

function featureTable(report: RunReport): string {
  const rows = byFeature(report.outcomes).map(({ feature, counts }) => {
    const applicable = report.outcomes.filter((o) => o.feature === feature && o.kind !== 'skipped').length;
    const notPassingCount = applicable - counts.passed;
    return `<tr><th scope="row">${escapeHtml(feature)}</th><td>${counts.passed} of ${applicable}</td><td>${notPassingCount > 0 ? `<span class="bad">${notPassingCount}</span>` : '0'}</td><td>${counts.skipped}</td></tr>`;
  });
  return `<table class="features"><thead><tr><th scope="col">${escapeHtml(report.profile.profile.document.short)} feature</th><th scope="col">passed</th><th scope="col">not passing</th><th scope="col">not applicable</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

function plainList(outcomes: readonly ScenarioOutcome[], withReason: boolean): string {
  return `<ul class="plain">${outcomes
    .map((o) => `<li><code>${escapeHtml(o.id)}</code> ${escapeHtml(o.name)}${withReason && o.message ? ` <em>(${escapeHtml(o.message)})</em>` : ''}</li>`)
    .join('\n')}</ul>`;
}

function baselineSection(report: RunReport): string {
  if (!report.baseline) return '';
  const { expected, stale } = report.baseline;
  const staleList =
    stale.length > 0
      ? `<p>${stale.length} stale entr${stale.length === 1 ? 'y' : 'ies'}: ${stale.map((o) => `<code>${escapeHtml(o.id)}</code>`).join(', ')} now pass${stale.length === 1 ? 'es' : ''}. Run again with <code>--update-baseline</code> to remove ${stale.length === 1 ? 'it' : 'them'} from the baseline.</p>`
      : '';
  return `<section aria-labelledby="baseline"><h2 id="baseline">Baseline</h2>
<p>${expected.length} failure${expected.length === 1 ? '' : 's'} listed in the baseline (expected, not shown above), ${stale.length} stale.</p>${staleList}
${expected.length > 0 ? `<details><summary>The ${expected.length} expected failure${expected.length === 1 ? '' : 's'}</summary>${plainList(expected, false)}</details>` : ''}</section>`;
}

export function renderLandingPage(report: RunReport, options: LandingPageOptions = {}): string {
  const catalogue = report.profile;
  const doc = catalogue.profile.document;
  const counts = countByKind(report.outcomes);
  const applicable = report.outcomes.length - counts.skipped;
  const failing = notPassing(report);
  const grouped = causes(failing);
  // A run that fails is red whatever passed: a stale baseline entry fails a run whose every scenario passed.
  const status = !passes(report) ? 'bad' : report.conformant ? 'ok' : 'held';
  const share = `${counts.passed} of ${applicable} applicable scenarios pass (${percentOf(counts.passed, applicable)}%)`;
  const next =
    grouped.length > 0
      ? ` Fix the first cause below first: ${notPassingCount(countByKind(failing))}, from ${grouped.length} cause${grouped.length === 1 ? '' : 's'}.`
      : '';
  const notices =
    report.notices.length > 0 ? `<ul class="notices">${report.notices.map((n) => `<li><pre>${escapeHtml(cut(n, 3000))}</pre></li>`).join('')}</ul>` : '';
  const fixFirst =
    grouped.length > 0
      ? `<section aria-labelledby="fix-first"><h2 id="fix-first">What to fix first</h2><ol class="causes">${grouped.map((c, i) => causeSection(c, i, catalogue, options)).join('\n')}</ol></section>`
      : '';
  const passed = report.outcomes.filter((o) => o.kind === 'passed');
  const skipped = report.outcomes.filter((o) => o.kind === 'skipped');
  const reports = [options.htmlReport, ...(options.otherReports ?? [])].filter((f): f is string => Boolean(f));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(verdict(report))}: ${escapeHtml(report.implementation)} against ${escapeHtml(doc.title)}</title>
<style>${STYLE}</style></head>
<body><main>
<header>
<p class="what">${escapeHtml(doc.title)} · <code>${escapeHtml(report.implementation)}</code>${report.strict ? `, ${escapeHtml(STRICT_RUN)}` : ''}</p>
<h1 class="${status}">${escapeHtml(verdict(report))}</h1>
<p class="summary">${share}.${next}</p>
${report.selection ? `<p class="summary">${escapeHtml(selectionLine(report.selection))}.</p>` : ''}
${countsList(report.outcomes)}
${notices}
</header>
${fixFirst}
${baselineSection(report)}
${scorecardChart(report)}
<section aria-labelledby="by-feature"><h2 id="by-feature">By ${escapeHtml(doc.short)} feature</h2>${featureTable(report)}</section>
<section aria-labelledby="details"><h2 id="details">Everything else</h2>
<details><summary>${passed.length} passing scenario${passed.length === 1 ? '' : 's'}</summary>${plainList(passed, false)}</details>
${skipped.length > 0 ? `<details><summary>${skipped.length} not applicable to this implementation, with the reason</summary>${plainList(skipped, true)}</details>` : ''}
${reports.length > 0 ? `<p>The other reports: ${reports.map((f) => `<a href="${escapeHtml(f)}">${escapeHtml(f)}</a>`).join(', ')}.</p>` : ''}
</section>
</main></body></html>
`;
}

/** Colours chosen for contrast (WCAG AA) on white; the page must read without them too (every state is in words). */
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#fff}
main{max-width:72rem;margin:0 auto;padding:1rem 1.5rem 3rem}
h1{font-size:1.6rem;margin:.2rem 0}h2{font-size:1.2rem;margin:1.6rem 0 .5rem;border-bottom:1px solid #d0d7de}h3{font-size:1rem;margin:0 0 .3rem}
.what{margin:0;color:#57606a}.summary{margin:.2rem 0 .4rem}
.ok{color:#116329}.bad{color:#a40e26}.held{color:#7d4e00}
.counts{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0;margin:.3rem 0}
.counts li{border:1px solid #d0d7de;border-radius:1rem;padding:.05rem .7rem;background:#f6f8fa}
.counts .kind-passed{background:#dafbe1;border-color:#4ac26b}.counts .kind-failed,.counts .kind-errored,.counts .kind-timed-out,.counts .kind-protocol-error{background:#ffebe9;border-color:#ff8182}
.notices{list-style:none;padding:0;margin:.4rem 0}.notices pre{background:#fff8c5;border:1px solid #d4a72c;margin:.2rem 0}
.causes{padding-left:1.4rem}.cause{margin:0 0 1rem;padding:.1rem 0}
.kind{display:inline-block;border-radius:.3rem;padding:0 .4rem;font-size:.85rem;background:#ffebe9;color:#a40e26;border:1px solid #ff8182}.kind-not-run{background:#f6f8fa;color:#57606a;border-color:#d0d7de}
.rule{margin:.2rem 0;padding:.3rem .6rem;border-left:4px solid #0969da;background:#f6f8fa}.hint{margin:.2rem 0}
figure{margin:.3rem 0}figcaption{font-size:.9rem;color:#57606a}
pre{white-space:pre-wrap;word-break:break-word;font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;background:#f6f8fa;padding:.4rem .6rem;margin:.2rem 0;border-radius:.3rem}
.scenarios{margin:.2rem 0;padding-left:1.2rem}.scenarios li{margin:.15rem 0}
details>summary{cursor:pointer;color:#0550ae}a{color:#0550ae}
table{border-collapse:collapse;margin:.3rem 0}.features td{white-space:nowrap}th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}thead th{background:#f6f8fa}
.chart .bar-cell{width:14rem}.bar{display:block;height:.8rem;background:#eaeef2;border-radius:.2rem;overflow:hidden}.fill{display:block;height:100%;background:#1a7f37}.fill.short{background:#bf3989}
.plain{columns:2 26rem;padding-left:1.2rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
