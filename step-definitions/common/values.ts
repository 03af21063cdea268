/** JSON written in a feature file. A typo there is the kit's bug, said plainly, never a learner's failure. */
export function parseJson(text: string, where = 'a doc string'): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`kit error: ${where} in the feature file is not valid JSON (${(error as Error).message}):\n${text}`, { cause: error });
  }
}
