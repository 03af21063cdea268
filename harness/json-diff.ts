import { MAX_DEEP_COMPARE_VALUES, MAX_DIFF_DEPTH, MAX_DIFF_LINES } from './defaults';
import { truncate } from './safe-text';
import { describeValue } from './wire';

/**
 * The differences between two parsed JSON values, one line per path: `$.todos[1].status: expected "pending",
 * got "done"`. Object key order never matters; array order does. Bounded for untrusted values: at most
 * MAX_DIFF_LINES lines (then a count of the rest) and MAX_DIFF_DEPTH levels (a value nested 100,000 deep once
 * overflowed the kit's own stack here). Past that depth two values are still compared, without recursion: equal
 * ones make no line, and only different ones are said to differ.
 */
export function jsonDiff(expected: unknown, actual: unknown, path = '$'): string[] {
  const lines = diffAt(expected, actual, path, 0, { left: MAX_DIFF_LINES + 1 });
  if (lines.length <= MAX_DIFF_LINES) return lines;
  return [...lines.slice(0, MAX_DIFF_LINES), `… and more differences, not shown (the kit shows ${MAX_DIFF_LINES})`];
}

/** A value in a diff line: short, the whole value is shown above the diff. */
const shown = (value: unknown) => describeValue(value, DIFF_VALUE_CHARS);
const DIFF_VALUE_CHARS = 120;

/** Texts at least this long get a line that points at where they first differ (a short one is read at a glance). */
const LONG_TEXT = 30;
/** How much of each text that line shows, from the first difference on. */
const AROUND_DIFFERENCE = 24;

/**
 * Where two long texts first differ, as a line of its own: a one-letter change in a 90-character message is hard to
 * find in the two texts in full ("must" for "Must"). Nothing for short texts.
 */
function whereTextsDiffer(path: string, expected: string, actual: string): string[] {
  // An empty text differs from the first character on, which the line above it shows already ("got \"\"").
  if ((expected.length < LONG_TEXT && actual.length < LONG_TEXT) || expected === '' || actual === '') return [];
  let at = 0;
  while (at < expected.length && at < actual.length && expected[at] === actual[at]) at++;
  const from = (text: string) =>
    describeValue(text.slice(at, at + AROUND_DIFFERENCE) + (text.length > at + AROUND_DIFFERENCE ? '…' : ''), AROUND_DIFFERENCE * 4);
  const rest = (text: string) => (at >= text.length ? 'nothing more' : from(text));
  return [`${truncate(path, 200)}: the texts first differ at character ${at + 1}: expected ${rest(expected)}, got ${rest(actual)}`];
}

/** `budget.left` bounds the work too: an array of a million items must not make a million lines first. */
function diffAt(expected: unknown, actual: unknown, path: string, depth: number, budget: { left: number }): string[] {
  if (budget.left <= 0) return [];
  if (Object.is(expected, actual)) return [];
  if (depth >= MAX_DIFF_DEPTH) {
    const same = sameJson(expected, actual);
    if (same === true) return [];
    budget.left -= 1;
    return [
      same === false
        ? `${truncate(path, 200)}: differs, deeper than ${MAX_DIFF_DEPTH} levels (not shown further)`
        : `${truncate(path, 200)}: deeper than ${MAX_DIFF_DEPTH} levels and more than ${MAX_DEEP_COMPARE_VALUES} values: not compared`,
    ];
  }
  const bothObjects = typeof expected === 'object' && expected !== null && typeof actual === 'object' && actual !== null;
  if (!bothObjects || Array.isArray(expected) !== Array.isArray(actual)) {
    budget.left -= 1;
    const line = `${truncate(path, 200)}: expected ${shown(expected)}, got ${shown(actual)}`;
    return typeof expected === 'string' && typeof actual === 'string' ? [line, ...whereTextsDiffer(path, expected, actual)] : [line];
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const lines: string[] = [];
    if (expected.length !== actual.length) lines.push(`${truncate(path, 200)}: expected ${expected.length} items, got ${actual.length}`);
    for (let i = 0; i < Math.min(expected.length, actual.length) && budget.left > 0; i++) {
      lines.push(...diffAt(expected[i], actual[i], `${path}[${i}]`, depth + 1, budget));
    }
    return lines;
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
    if (budget.left <= 0) break;
    const at = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${describeValue(key, 80)}]`;
    if (key in a && key in e) {
      lines.push(...diffAt(e[key], a[key], at, depth + 1, budget));
      continue;
    }
    budget.left -= 1;
    if (!(key in a)) lines.push(`${truncate(at, 200)}: missing (expected ${shown(e[key])})`);
    else lines.push(`${truncate(at, 200)}: unexpected (got ${shown(a[key])})`);
  }
  return lines;
}

/**
 * Whether two parsed JSON values are equal (object key order aside), walked with a stack of their own instead of
 * recursion, since they may be nested 100,000 deep: a frame per level, so the stack grows with the depth, never with
 * the width. Undefined past MAX_DEEP_COMPARE_VALUES values, more than any answer the kit reads holds.
 */
function sameJson(expected: unknown, actual: unknown): boolean | undefined {
  type Container = Record<string, unknown> & unknown[];
  const frames: { e: Container; a: Container; keys: string[] | undefined; length: number; next: number }[] = [];
  /** False when the two differ here; otherwise true, with a frame pushed for two containers to compare item by item. */
  const enter = (e: unknown, a: unknown): boolean => {
    if (Object.is(e, a)) return true;
    if (typeof e !== 'object' || e === null || typeof a !== 'object' || a === null || Array.isArray(e) !== Array.isArray(a)) return false;
    if (Array.isArray(e)) {
      if (e.length !== (a as unknown[]).length) return false;
      frames.push({ e: e as Container, a: a as Container, keys: undefined, length: e.length, next: 0 });
      return true;
    }
    const keys = Object.keys(e);
    if (keys.length !== Object.keys(a).length) return false;
    frames.push({ e: e as Container, a: a as Container, keys, length: keys.length, next: 0 });
    return true;
  };
  if (!enter(expected, actual)) return false;
  for (let visited = 0; frames.length > 0;) {
    const frame = frames[frames.length - 1]!;
    if (frame.next >= frame.length) {
      frames.pop();
      continue;
    }
    if (++visited > MAX_DEEP_COMPARE_VALUES) return undefined;
    const i = frame.next++;
    const key = frame.keys?.[i];
    if (key !== undefined && !Object.prototype.hasOwnProperty.call(frame.a, key)) return false;
    if (!(key === undefined ? enter(frame.e[i], frame.a[i]) : enter(frame.e[key], frame.a[key]))) return false;
  }
  return true;
}
