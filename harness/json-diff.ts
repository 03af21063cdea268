import { describeValue } from './wire';

/**
 * The differences between two parsed JSON values, one line per path: `$.todos[1].status: expected "pending",
 * got "done"`. Object key order never matters; array order does.
 */
export function jsonDiff(expected: unknown, actual: unknown, path = '$'): string[] {
  if (Object.is(expected, actual)) return [];
  const bothObjects =
    typeof expected === 'object' && expected !== null && typeof actual === 'object' && actual !== null;
  if (!bothObjects || Array.isArray(expected) !== Array.isArray(actual)) {
    return [`${path}: expected ${describeValue(expected)}, got ${describeValue(actual)}`];
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const lines: string[] = [];
    if (expected.length !== actual.length) lines.push(`${path}: expected ${expected.length} items, got ${actual.length}`);
    for (let i = 0; i < Math.min(expected.length, actual.length); i++) {
      lines.push(...jsonDiff(expected[i], actual[i], `${path}[${i}]`));
    }
    return lines;
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
    const at = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
    if (!(key in a)) lines.push(`${at}: missing (expected ${describeValue(e[key])})`);
    else if (!(key in e)) lines.push(`${at}: unexpected (got ${describeValue(a[key])})`);
    else lines.push(...jsonDiff(e[key], a[key], at));
  }
  return lines;
}
