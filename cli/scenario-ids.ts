/**
 * Stable scenario ids, test262-style: the `@id:` tag of a scenario, and for a row of a scenario outline that id,
 * a slash and a slug of the row's `case` column (`F001-E2/null-present-so-not-missing`): adding or moving a row
 * never renames the others, so a learner's baseline stays valid. A table without a `case` column is keyed by its
 * first column. Used wherever a scenario is named: run summaries, baselines, outcomes.json, the traceability matrix.
 */
import type { GherkinDocument, IdGenerator, Pickle, Scenario } from '@cucumber/messages';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { KIT_ROOT } from '../harness/defaults';

/** "null (present, so not \"missing\")" → "null-present-so-not-missing" */
export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48)
      .replace(/-+$/, '') || 'row'
  );
}

function outlines(document: GherkinDocument): Scenario[] {
  const children = document.feature?.children.flatMap((child) => (child.rule ? child.rule.children : [child])) ?? [];
  return children.flatMap((child) => (child.scenario ? [child.scenario] : []));
}

/** Each examples row of an outline with its key: the slug of its `case` cell (or first cell), and its position. */
function rowsOf(scenario: Scenario): { nodeId: string; key: string; position: number; line: number }[] {
  let position = 0;
  return scenario.examples.flatMap((examples) => {
    const header = examples.tableHeader?.cells.map((cell) => cell.value) ?? [];
    const column = Math.max(0, header.indexOf('case'));
    return examples.tableBody.map((row) => ({ nodeId: row.id, key: slug(row.cells[column]?.value ?? ''), position: ++position, line: row.location.line }));
  });
}

/** The key of each examples row (by its AST node id), for every outline of a document. */
export function rowKeysOf(document: GherkinDocument): Map<string, string> {
  return new Map(outlines(document).flatMap((scenario) => rowsOf(scenario).map((row) => [row.nodeId, row.key] as const)));
}

export function scenarioKey(pickle: Pickle, rowKeys: ReadonlyMap<string, string>): string {
  const id = pickle.tags.find((t) => t.name.startsWith('@id:'))?.name.slice(4) ?? pickle.name;
  const row = pickle.astNodeIds.length > 1 ? rowKeys.get(pickle.astNodeIds[1]!) : undefined;
  return row === undefined ? id : `${id}/${row}`;
}

/**
 * Parse one feature file into its Gherkin document. The parser loads on the first file (about 45 ms with the
 * messages): a plain run never parses one itself, and its start goes faster without them.
 */
export function parseFeature(path: string, uri: string, newId?: IdGenerator.NewId): GherkinDocument {
  const { AstBuilder, GherkinClassicTokenMatcher, Parser } = require('@cucumber/gherkin') as typeof import('@cucumber/gherkin');
  const ids = newId ?? (require('@cucumber/messages') as typeof import('@cucumber/messages')).IdGenerator.incrementing();
  const document = new Parser(new AstBuilder(ids), new GherkinClassicTokenMatcher()).parse(readFileSync(path, 'utf8'));
  return { ...document, uri };
}

interface OutlineRow {
  /** `features/<profile>/<file>:<line>`, the form cucumber selects one example by. */
  place: string;
  key: string;
  position: number;
}

/** Every row of the outline tagged @id:<id> in a profile's features (undefined when there is no such outline). */
function outlineRows(featuresDir: string, id: string): OutlineRow[] | undefined {
  const uriBase = relative(KIT_ROOT, featuresDir).split(sep).join('/');
  for (const file of readdirSync(featuresDir).filter((f) => f.endsWith('.feature'))) {
    const document = parseFeature(join(featuresDir, file), `${uriBase}/${file}`);
    const scenario = outlines(document).find((s) => s.tags.some((t) => t.name === `@id:${id}`));
    if (scenario) return rowsOf(scenario).map((row) => ({ place: `${uriBase}/${file}:${row.line}`, key: row.key, position: row.position }));
  }
  return undefined;
}

/** The @id of every scenario and outline in a profile's features (for a message naming what exists). */
export function scenarioIdsOf(featuresDir: string): string[] {
  const uriBase = relative(KIT_ROOT, featuresDir).split(sep).join('/');
  return readdirSync(featuresDir)
    .filter((f) => f.endsWith('.feature'))
    .flatMap((file) => outlines(parseFeature(join(featuresDir, file), `${uriBase}/${file}`)))
    .flatMap((scenario) => scenario.tags.filter((t) => t.name.startsWith('@id:')).map((t) => t.name.slice(4)));
}

/** Where the row `F001-E3/the-empty-string` is, for cucumber; undefined when there is no such row. */
export function locateRow(featuresDir: string, id: string, key: string): string | undefined {
  return outlineRows(featuresDir, id)?.find((row) => row.key === key)?.place;
}

/** The keys of an outline's rows, to name what exists when a row is not found. */
export function rowKeysOfOutline(featuresDir: string, id: string): string[] {
  return (outlineRows(featuresDir, id) ?? []).map((row) => row.key);
}

/**
 * Before row ids were keyed by their case, they were positions (`F001-E3/2`). What such an id is now, if its
 * outline and row still exist (for a message that names the new id).
 */
export function positionalRowToKey(featuresDir: string, id: string, position: number): string | undefined {
  const row = outlineRows(featuresDir, id)?.find((r) => r.position === position);
  return row ? `${id}/${row.key}` : undefined;
}
