/**
 * How one text was changed into another, word by word: what a learner wrote in place of the words a contract
 * prescribes. The cause grouping (cli/causes.ts) makes one cause of one change met in many messages; a profile's
 * steps name the change in a hint.
 */
/** How far textChange looks into two values, in values compared, and in levels. */
const CHANGE_SEARCH = { values: 1000, depth: 32 };

/** A text that holds a JSON object or array (a tool's content): its value, else undefined. */
function jsonIn(text: string): object | undefined {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined; // a text that only looks like JSON (cut to size): its words
  }
}

/**
 * The first place where the expected and the actual value hold two different strings (a bounded walk), or none. Two
 * JSON texts are compared by their values: the words of '{"success":true,"count":1}' against a list written out
 * change with the list, where the mistake (other keys) does not.
 */
function differentTexts(expected: unknown, actual: unknown, budget = { left: CHANGE_SEARCH.values }, depth = 0): [string, string] | undefined {
  if (--budget.left < 0 || depth > CHANGE_SEARCH.depth) return undefined;
  if (typeof expected === 'string' && typeof actual === 'string') {
    if (expected === actual) return undefined;
    const [e, a] = [jsonIn(expected), jsonIn(actual)];
    return e !== undefined && a !== undefined ? differentTexts(e, a, budget, depth + 1) : [expected, actual];
  }
  if (!expected || !actual || typeof expected !== 'object' || typeof actual !== 'object' || Array.isArray(expected) !== Array.isArray(actual)) return undefined;
  for (const [key, value] of Object.entries(expected)) {
    const found = differentTexts(value, (actual as Record<string, unknown>)[key], budget, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The words of a text, a quoted value one word ('in progress', "x y"), an apostrophe ("round 1's") not a quote. */
const WORDS = /(?<!\w)'[^'\n]*'(?!\w)[.,;:]?|"(?:[^"\\\n]|\\.)*"[.,;:]?|\S+/g;

/** A word that varies with the scenario, not with the bug: a quoted value, or a pattern's "*" (any text). */
const VARYING = /^['"]|\*/;

/**
 * How the first text that differs was changed, word by word: the words of each that the other does not have where
 * they start or end alike, without the quoted values and the patterns' "*" in them ("… content is required and
 * cannot be empty" against "… content must not be empty": "is required and cannot" and "must not"; "invalid status
 * '*'. Must be one of" against "invalid status 'done'. must be one of": "Must" and "must"); undefined where no text
 * differs (a missing field, a number).
 */
export function textChange(expected: unknown, actual: unknown): { expected: string; actual: string } | undefined {
  const texts = differentTexts(expected, actual);
  if (!texts) return undefined;
  const words = (text: string): string[] => text.match(WORDS) ?? [];
  const [e, a] = [words(texts[0]), words(texts[1])];
  let start = 0;
  while (start < e.length && start < a.length && e[start] === a[start]) start++;
  let end = 0;
  while (end < e.length - start && end < a.length - start && e[e.length - 1 - end] === a[a.length - 1 - end]) end++;
  const changed = (words: string[]) =>
    words
      .slice(start, words.length - end)
      .filter((word) => !VARYING.test(word))
      .join(' ');
  return { expected: changed(e), actual: changed(a) };
}
