/**
 * "Did you mean": the name nearest to what was typed, when it is near enough to be what the user meant (an option,
 * a file, a requirement id or a scenario id). One rule for every such message: at most 2 edits, or a third of the
 * name's length for longer names; `tolerance` narrows the third (a file's name: registry.ts is not tool-registry.ts).
 */
import { closest, distance } from 'fastest-levenshtein';

export function nearest(typed: string, names: readonly string[], tolerance = 1 / 3): string | undefined {
  if (names.length === 0) return undefined;
  const found = closest(typed, [...names]);
  return distance(typed, found) <= Math.max(2, Math.floor(found.length * tolerance)) ? found : undefined;
}
