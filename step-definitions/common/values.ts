/** JSON written in a feature file. A typo there is the kit's bug, said plainly, never a learner's failure. */
export function parseJson(text: string, where = 'a doc string'): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`kit error: ${where} in the feature file is not valid JSON (${(error as Error).message}):\n${text}`, { cause: error });
  }
}

/** The latest of a scenario's records. None yet is the kit's bug (a step that reads "the last call" came first). */
export function latest<T>(records: readonly T[], what: string): T {
  const record = records.at(-1);
  if (record === undefined) throw new Error(`kit error: this step needs ${what} before it`);
  return record;
}
