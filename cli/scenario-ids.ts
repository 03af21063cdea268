/**
 * Stable scenario ids, test262-style: the `@id:` tag of a scenario, and for a row of a scenario outline that id,
 * a slash and the row's number among all the outline's examples (`F001-E4/2`). Used wherever a scenario is named:
 * run summaries, baselines, outcomes.json and the traceability matrix.
 */
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument, type Pickle } from '@cucumber/messages';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { KIT_ROOT } from '../harness/defaults';

/** The number of each examples row (by its AST node id) within its outline, counted from 1. */
export function rowNumbersOf(document: GherkinDocument): Map<string, number> {
  const rows = new Map<string, number>();
  const children = document.feature?.children.flatMap((child) => (child.rule ? child.rule.children : [child])) ?? [];
  for (const child of children) {
    let row = 0;
    for (const examples of child.scenario?.examples ?? []) {
      for (const tableRow of examples.tableBody) rows.set(tableRow.id, ++row);
    }
  }
  return rows;
}

export function scenarioKey(pickle: Pickle, rowNumbers: ReadonlyMap<string, number>): string {
  const id = pickle.tags.find((t) => t.name.startsWith('@id:'))?.name.slice(4) ?? pickle.name;
  const row = pickle.astNodeIds.length > 1 ? rowNumbers.get(pickle.astNodeIds[1]!) : undefined;
  return row === undefined ? id : `${id}/${row}`;
}

/** Parse one feature file into its Gherkin document. */
export function parseFeature(path: string, uri: string, newId = IdGenerator.incrementing()): GherkinDocument {
  const document = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(readFileSync(path, 'utf8'));
  return { ...document, uri };
}

/**
 * Where a row of a scenario outline is: `features/<profile>/<file>:<line>`, the form cucumber selects one example by.
 * `F001-E3/2` is the second row of the outline tagged @id:F001-E3. Undefined when there is no such row.
 */
export function locateRow(featuresDir: string, id: string, row: number): string | undefined {
  const uriBase = relative(KIT_ROOT, featuresDir).split(sep).join('/');
  for (const file of readdirSync(featuresDir).filter((f) => f.endsWith('.feature'))) {
    const document = parseFeature(join(featuresDir, file), `${uriBase}/${file}`);
    const children = document.feature?.children.flatMap((child) => (child.rule ? child.rule.children : [child])) ?? [];
    const scenario = children.map((c) => c.scenario).find((s) => s?.tags.some((t) => t.name === `@id:${id}`));
    if (!scenario) continue;
    const rows = scenario.examples.flatMap((examples) => examples.tableBody);
    const found = rows[row - 1];
    return found ? `${uriBase}/${file}:${found.location.line}` : undefined;
  }
  return undefined;
}
