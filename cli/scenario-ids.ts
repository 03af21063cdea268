/**
 * Stable scenario ids, test262-style: the `@id:` tag of a scenario, and for a row of a scenario outline that id,
 * a slash and the row's number among all the outline's examples (`F001-E4/2`). Used wherever a scenario is named:
 * run summaries, baselines, outcomes.json and the traceability matrix.
 */
import type { GherkinDocument, Pickle } from '@cucumber/messages';

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
