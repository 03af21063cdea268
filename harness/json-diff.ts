import { MAX_DIFF_DEPTH, MAX_DIFF_LINES } from './defaults';
import { truncate } from './safe-text';
import { describeValue } from './wire';

/**
 * The differences between two parsed JSON values, one line per path: `$.todos[1].status: expected "pending",
 * got "done"`. Object key order never matters; array order does. Bounded for untrusted values: at most
 * MAX_DIFF_LINES lines (then a count of the rest) and MAX_DIFF_DEPTH levels (a value nested 100,000 deep once
 * overflowed the kit's own stack here).
 */
export function jsonDiff(expected: unknown, actual: unknown, path = '$'): string[] {
  const lines = diffAt(expected, actual, path, 0, { left: MAX_DIFF_LINES + 1 });
  if (lines.length <= MAX_DIFF_LINES) return lines;
  return [...lines.slice(0, MAX_DIFF_LINES), `… and more differences, not shown (the kit shows ${MAX_DIFF_LINES})`];
}

/** A value in a diff line: short, the whole value is shown above the diff. */
const shown = (value: unknown) => describeValue(value, DIFF_VALUE_CHARS);
const DIFF_VALUE_CHARS = 120;

/** `budget.left` bounds the work too: an array of a million items must not make a million lines first. */
function diffAt(expected: unknown, actual: unknown, path: string, depth: number, budget: { left: number }): string[] {
  if (budget.left <= 0) return [];
  if (Object.is(expected, actual)) return [];
  if (depth >= MAX_DIFF_DEPTH) {
    budget.left -= 1;
    return [`${truncate(path, 200)}: differs, deeper than ${MAX_DIFF_DEPTH} levels (not compared further)`];
  }
  const bothObjects = typeof expected === 'object' && expected !== null && typeof actual === 'object' && actual !== null;
  if (!bothObjects || Array.isArray(expected) !== Array.isArray(actual)) {
    budget.left -= 1;
    return [`${truncate(path, 200)}: expected ${shown(expected)}, got ${shown(actual)}`];
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
