import type { DataTable } from '@cucumber/cucumber';

/** JSON written in a feature file. A typo there is the kit's bug, said plainly, never a learner's failure. */
export function parseJson(text: string, where = 'a doc string'): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`kit error: ${where} in the feature file is not valid JSON (${(error as Error).message}):\n${text}`);
  }
}

/** A table of todos (content | status | activeForm) as the array TodoWrite takes. Empty cells stay "". */
export function todosOf(table: DataTable): Record<string, string>[] {
  return table.hashes().map((row) => ({ content: row.content ?? '', status: row.status ?? '', activeForm: row.activeForm ?? '' }));
}
