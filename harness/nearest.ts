/**
 * "Did you mean": the name nearest to what was typed, when it is near enough to be what the user meant (an option,
 * a file, a requirement id or a scenario id). One rule for every such message: at most 2 edits, or a third of the
 * name's length for longer names; `tolerance` narrows the third (a file's name: registry.ts is not tool-registry.ts).
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { closest, distance } from 'fastest-levenshtein';

export function nearest(typed: string, names: readonly string[], tolerance = 1 / 3): string | undefined {
  if (names.length === 0) return undefined;
  const found = closest(typed, [...names]);
  return distance(typed, found) <= Math.max(2, Math.floor(found.length * tolerance)) ? found : undefined;
}

/** A misspelt file name is a letter or two off, not a part of another name (registry.ts is not tool-registry.ts). */
const FILE_NAME_TOLERANCE = 1 / 6;

/** "Did you mean": a file beside the missing `path` whose name is near, as the user would type it (`given`). */
export function nearFile(path: string, given: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return undefined; // its folder is missing too
  }
  const near = nearest(basename(path), names, FILE_NAME_TOLERANCE);
  return near === undefined ? undefined : join(dirname(given), near);
}
