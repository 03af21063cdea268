/**
 * reports/index.html after `npm run bdd`: one line per profile, its verdict, counts and links to its reports.
 * Self-contained (no script, no network); every value from a report is escaped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_FILES } from '../harness/defaults';
import type { Profile } from '../harness/profiles';
import { countByKind, type ScenarioOutcome } from './run-summary';

export interface ProfileRun {
  profile: Profile;
  exitCode: number;
  reportsDir: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function outcomesOf(dir: string): ScenarioOutcome[] | undefined {
  const file = join(dir, REPORT_FILES.outcomes);
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { outcomes: ScenarioOutcome[] }).outcomes;
  } catch {
    return undefined;
  }
}

export function renderProfilesIndex(runs: readonly ProfileRun[]): string {
  const rows = runs.map(({ profile, exitCode }) => {
    const outcomes = outcomesOf(join(runs.find((r) => r.profile === profile)!.reportsDir));
    const counts = outcomes ? countByKind(outcomes) : undefined;
    const verdict = exitCode === 0 ? '<strong class="ok">conformant</strong>' : `<strong class="bad">not conformant (exit ${exitCode})</strong>`;
    const figures = counts
      ? `${counts.passed} passed, ${outcomes!.length - counts.passed - counts.skipped} not passing, ${counts.skipped} not applicable`
      : 'no outcomes written';
    const id = escapeHtml(profile.id);
    return (
      `<tr><td><code>${id}</code></td><td>${escapeHtml(profile.catalogue.profile.title)}</td><td>${verdict}</td><td>${figures}</td>` +
      `<td><a href="${id}/${REPORT_FILES.landing}">what to fix first</a> · <a href="${id}/${REPORT_FILES.html}">scenarios</a> · <a href="${id}/${REPORT_FILES.summary}">summary</a> · <a href="${id}/${REPORT_FILES.outcomes}">outcomes</a></td></tr>`
    );
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Conformance of every profile's reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2328}table{border-collapse:collapse}
th,td{border:1px solid #d0d7de;padding:.4rem .6rem;text-align:left}th{background:#f6f8fa}.ok{color:#1a7f37}.bad{color:#cf222e}</style>
</head><body><h1>Conformance of every profile's reference</h1>
<table><thead><tr><th>profile</th><th>contract</th><th>verdict</th><th>scenarios</th><th>reports</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
}
