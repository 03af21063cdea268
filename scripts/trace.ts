/**
 * npm run trace: the traceability matrix of every profile, requirement by requirement (MCP-conformance style).
 * It fails when a requirement has no scenario in the default run (or, for what the document words as a suggestion,
 * has one there), when a scenario cites a requirement that does
 * not exist or cites none, when a scenario has no stable id or shares one (across the whole kit), or when an
 * interpretation does not say why. It writes docs/traceability/<profile>.md and reports/<profile>/traceability.html.
 */
import { compile } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument, type Pickle } from '@cucumber/messages';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeature, rowKeysOf, scenarioKey } from '../cli/scenario-ids';
import { KIT_ROOT as ROOT } from '../harness/defaults';
import { profiles, type Profile, type Requirement } from '../harness/profiles';

/** Scenario ids are unique across every profile: baselines and graders name scenarios by them. */
const keys = new Set<string>();
const owners = new Map<string, string>();

interface Scenario {
  id: string; // the @id: of the scenario (an outline counts once, with its rows)
  name: string;
  file: string;
  line: number;
  rows: number;
  /** The tags of each row (an outline's Examples blocks may carry tags of their own). */
  rowTags: string[][];
  tags: string[];
  strict: boolean;
  interpretation: boolean;
  described: boolean;
}

function loadScenarios(profile: Profile): { scenarios: Scenario[]; problems: string[] } {
  const REQUIREMENTS = profile.catalogue.requirements;
  const FEATURE_TAGS = new Set(profile.catalogue.profile.featureTags ?? []);
  const idPattern = new RegExp(profile.catalogue.profile.idPattern);
  const itemPattern = new RegExp(profile.catalogue.profile.itemPattern ?? profile.catalogue.profile.idPattern);
  const citesDocument = (tag: string) => idPattern.test(tag.slice(1)) || itemPattern.test(tag.slice(1));
  const problems: string[] = [];
  const byId = new Map<string, Scenario>();
  for (const file of readdirSync(profile.featuresDir)
    .filter((f) => f.endsWith('.feature'))
    .sort()) {
    const newId = IdGenerator.incrementing();
    const document = parseFeature(join(profile.featuresDir, file), `features/${profile.id}/${file}`, newId);
    problems.push(...htmlInDescriptions(document));
    const rows = rowKeysOf(document);
    const scenarioNodes = new Map(
      (document.feature?.children ?? [])
        .flatMap((c) => (c.rule ? c.rule.children : [c]))
        .filter((c) => c.scenario)
        .map((c) => [c.scenario!.id, c.scenario!]),
    );
    const pickles: readonly Pickle[] = compile(document, document.uri!, newId);
    for (const pickle of pickles) {
      const tags = pickle.tags.map((t) => t.name);
      const ids = tags.filter((t) => t.startsWith('@id:'));
      const node = scenarioNodes.get(pickle.astNodeIds[0]!);
      const where = `${document.uri}:${node?.location.line ?? '?'}`;
      if (ids.length !== 1) problems.push(`${where} "${pickle.name}" needs exactly one @id: tag (has ${ids.length})`);
      const key = scenarioKey(pickle, rows);
      if (keys.has(key)) problems.push(`${where} the scenario id ${key} is used twice`);
      keys.add(key);
      // One @id: per scenario, the rows of an outline sharing it: a plain scenario and an outline must not share one
      // (their keys differ, F007-04 and F007-04/<case>, but the id names two scenarios).
      const owner = owners.get(ids[0] ?? '');
      if (ids[0] !== undefined && owner !== undefined && owner !== where) problems.push(`${where} the scenario id ${ids[0].slice(4)} is used by ${owner} too`);
      if (ids[0] !== undefined) owners.set(ids[0], where);
      for (const tag of tags.filter((t) => citesDocument(t) && !FEATURE_TAGS.has(t))) {
        if (!REQUIREMENTS.some((r) => `@${r.id}` === tag)) problems.push(`${where} cites ${tag}, which is not in features/${profile.id}/catalogue.json`);
      }
      if (!tags.some((t) => REQUIREMENTS.some((r) => `@${r.id}` === t))) problems.push(`${where} "${pickle.name}" cites no requirement of the catalogue`);
      const id = ids[0]?.slice(4) ?? pickle.name;
      const known = byId.get(id);
      if (known) {
        known.rows += 1;
        known.rowTags.push(tags);
        known.tags = [...new Set([...known.tags, ...tags])];
        continue;
      }
      byId.set(id, {
        id,
        name: node?.name ?? pickle.name,
        file: document.uri!,
        line: node?.location.line ?? 0,
        rows: 1,
        rowTags: [tags],
        tags,
        strict: tags.includes('@strict'),
        interpretation: tags.includes('@interpretation'),
        described: (node?.description ?? '').trim().length > 0,
      });
    }
  }
  const scenarios = [...byId.values()];
  for (const s of scenarios.filter((s) => s.interpretation && !s.described)) {
    problems.push(`${s.file}:${s.line} is an @interpretation but does not say why (give the scenario a description)`);
  }
  return { scenarios, problems };
}

/**
 * Descriptions that cucumber.html would misread: it renders a description as Markdown, so `<config>` or
 * `Promise<T>` outside backticks is taken for an HTML tag and the text after it is lost.
 */
function htmlInDescriptions(document: GherkinDocument): string[] {
  const found: string[] = [];
  const visit = (node: { name: string; description?: string; location: { line: number } } | undefined, kind: string): void => {
    // Code spans may run over a line end, as Markdown reads them: taken out of the whole description, then looked in.
    const line = (node?.description ?? '')
      .replace(/`[^`]*`/g, (span) => span.replace(/[^\n]/g, ' '))
      .split('\n')
      .find((text) => /<[A-Za-z/!]/.test(text));
    if (node && line)
      found.push(
        `${document.uri}:${node.location.line} the description of ${kind} "${node.name}" has markup outside backticks, which cucumber.html drops: ${line.trim()}`,
      );
  };
  const feature = document.feature;
  visit(feature, 'the feature');
  for (const child of feature?.children ?? []) {
    visit(child.rule, 'the rule');
    for (const node of [child, ...(child.rule?.children ?? [])]) {
      visit(node.scenario, 'the scenario');
      for (const examples of node.scenario?.examples ?? []) visit(examples, 'the examples');
    }
  }
  return found;
}

function trace(profile: Profile): number {
  const { scenarios, problems } = loadScenarios(profile);
  const REQUIREMENTS = profile.catalogue.requirements;
  const doc = profile.catalogue.profile.document;
  const matrix = REQUIREMENTS.map((requirement) => {
    const checks = scenarios.filter((s) => s.tags.includes(`@${requirement.id}`));
    return { requirement, checks, byDefault: checks.filter((s) => !s.strict) };
  });
  for (const { requirement, checks, byDefault } of matrix) {
    if (checks.length === 0) problems.push(`${requirement.id} (${doc.short} ${requirement.section}) has no scenario`);
    // What the document words as a suggestion ("建议", "usually") an implementation may leave: the strict run's alone.
    else if (requirement.suggestion !== undefined)
      for (const s of byDefault)
        problems.push(
          `${s.file}:${s.line} checks ${requirement.id} in the default run, which ${doc.short} words as a suggestion (${requirement.suggestion}): tag it @interpretation @strict`,
        );
    else if (byDefault.length === 0) problems.push(`${requirement.id} (${doc.short} ${requirement.section}) is checked only by opt-in @strict scenarios`);
  }

  /** A scenario's id, with the number of its outline rows that check `requirement` (all rows when none is given). */
  function label(s: Scenario, requirement?: string): string {
    const rows = requirement ? s.rowTags.filter((tags) => tags.includes(`@${requirement}`)).length : s.rows;
    // "6 of 12 rows" where only some of an outline's rows check the requirement: the scenario table counts them all.
    const counted = rows < s.rows ? `${rows} of ${s.rows} rows` : `${rows} rows`;
    return `${s.id}${s.rows > 1 ? ` (${counted})` : ''}${s.strict ? ' (strict)' : ''}`;
  }
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  /** What a requirement says, and for a suggestion of the document's, that only the strict run checks it. */
  const says = (r: Requirement) =>
    r.suggestion === undefined ? r.text : `${r.text} (A suggestion of the document's, ${r.suggestion}: the strict run checks it.)`;

  const markdown = [
    `# Traceability: ${doc.title} → scenarios (profile ${profile.id})`,
    '',
    `Generated by \`npm run trace\` from \`features/${profile.id}/catalogue.json\` and the feature files; do not edit by hand.`,
    `${REQUIREMENTS.length} requirements, ${scenarios.length} scenarios (${scenarios.reduce((n, s) => n + s.rows, 0)} with outline rows, ` +
      `${scenarios.reduce((n, s) => n + s.rowTags.filter((tags) => !tags.includes('@strict')).length, 0)} of them in a default run, the others with --strict), ` +
      `${matrix.filter((m) => m.byDefault.length > 0).length} requirements checked by the default run` +
      (matrix.some((m) => m.requirement.suggestion !== undefined)
        ? `, ${matrix.filter((m) => m.requirement.suggestion !== undefined).length} suggestions of the document's by the strict run.`
        : '.'),
    '',
    `| requirement | ${doc.short} section | what it says | checked by |`,
    '|---|---|---|---|',
    ...matrix.map(
      ({ requirement: r, checks }) =>
        `| ${r.id} | ${cell(r.section)} | ${cell(says(r))} | ${checks.map((s) => `[${label(s, r.id)}](../../${s.file}#L${s.line})`).join(', ') || '**none**'} |`,
    ),
    '',
    '## Scenarios',
    '',
    '| id | scenario | requirements | file |',
    '|---|---|---|---|',
    ...scenarios.map(
      (s) =>
        `| ${label(s)} | ${cell(s.name)} | ${s.tags
          .filter((t) => REQUIREMENTS.some((r) => `@${r.id}` === t))
          .map((t) => t.slice(1))
          .join(' ')} | [${s.file}:${s.line}](../../${s.file}#L${s.line}) |`,
    ),
    '',
  ].join('\n');
  // In CI the committed matrix must be the one the features give: a stale docs/traceability.md misleads its readers.
  const matrixPath = join(ROOT, 'docs', 'traceability', `${profile.id}.md`);
  if (process.env.CI && (!existsSync(matrixPath) || readFileSync(matrixPath, 'utf8') !== markdown)) {
    problems.push(`docs/traceability/${profile.id}.md is out of date: run npm run trace and commit it`);
  }
  mkdirSync(join(ROOT, 'docs', 'traceability'), { recursive: true });
  writeFileSync(matrixPath, markdown);

  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Traceability: ${escape(doc.title)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1f2328}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d0d7de;padding:.35rem .5rem;vertical-align:top;text-align:left}
th{background:#f6f8fa}code{background:#f6f8fa;padding:0 .2rem;border-radius:3px}.none{color:#cf222e;font-weight:600}.strict{color:#9a6700}
</style></head><body>
<h1>Traceability: ${escape(doc.title)} → scenarios</h1>
<p>${REQUIREMENTS.length} requirements, ${scenarios.length} scenarios. ${problems.length === 0 ? `Every requirement is checked by the default run${REQUIREMENTS.some((r) => r.suggestion !== undefined) ? ", but the document's suggestions, by the strict run" : ''}.` : `<span class="none">${problems.length} problem(s)</span>`}</p>
<table><thead><tr><th>requirement</th><th>${escape(doc.short)} section</th><th>what it says</th><th>checked by</th></tr></thead><tbody>
${matrix
  .map(
    ({ requirement: r, checks }) =>
      `<tr><td><code>${r.id}</code></td><td>${escape(r.section)}</td><td>${escape(says(r))}</td><td>${
        checks
          .map((s) => `<code class="${s.strict ? 'strict' : ''}" title="${escape(s.name)} (${s.file}:${s.line})">${escape(label(s, r.id))}</code>`)
          .join(' ') || '<span class="none">none</span>'
      }</td></tr>`,
  )
  .join('\n')}
</tbody></table></body></html>
`;
  mkdirSync(join(ROOT, 'reports', profile.id), { recursive: true });
  writeFileSync(join(ROOT, 'reports', profile.id, 'traceability.html'), html);

  console.log(
    `traceability of ${profile.id}: ${REQUIREMENTS.length} requirements, ${scenarios.length} scenarios; wrote docs/traceability/${profile.id}.md and reports/${profile.id}/traceability.html`,
  );
  if (problems.length > 0) console.error(`\n${profile.id}: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  return problems.length;
}

const failing = profiles()
  .map(trace)
  .reduce((a, b) => a + b, 0);
if (failing > 0) process.exit(1);
