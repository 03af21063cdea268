/**
 * Values cross a process boundary as JSON. An implementation can return things JSON cannot carry
 * (a function, a Promise, a BigInt); those become a marker object, so the kit reports them instead of
 * silently turning them into something that passes (a function must never look like a string).
 */
import { MAX_VALUE_CHARS } from './defaults';
import { boundedJson, escapeControl } from './safe-text';

export const NON_JSON_MARKER = '$nonJson';

export function toWire(value: unknown, seen = new WeakSet<object>()): unknown {
  switch (typeof value) {
    case 'function':
      return { [NON_JSON_MARKER]: 'function' };
    case 'bigint':
      return { [NON_JSON_MARKER]: 'bigint', value: value.toString() };
    case 'symbol':
      return { [NON_JSON_MARKER]: 'symbol', value: value.toString() };
    case 'number':
      return Number.isFinite(value) ? value : { [NON_JSON_MARKER]: 'number', value: String(value) };
    case 'object': {
      if (value === null) return null;
      if (typeof (value as { then?: unknown }).then === 'function') return { [NON_JSON_MARKER]: 'Promise' };
      if (seen.has(value)) return { [NON_JSON_MARKER]: 'circular reference' };
      seen.add(value);
      const out = Array.isArray(value)
        ? value.map((item) => (item === undefined ? { [NON_JSON_MARKER]: 'undefined' } : toWire(item, seen)))
        : Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, toWire(v, seen)]),
          );
      seen.delete(value);
      return out;
    }
    default:
      return value; // string, boolean, undefined
  }
}

/**
 * Describe a value the way a learner would want to read it in a failure message: as JSON, cut at MAX_VALUE_CHARS
 * with a note (an implementation's megabyte is not copied into every report), control characters escaped.
 */
export function describeValue(value: unknown, max = MAX_VALUE_CHARS): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'object' && value !== null && NON_JSON_MARKER in value) {
    return `a ${escapeControl(String((value as Record<string, unknown>)[NON_JSON_MARKER]))} (not JSON)`;
  }
  return escapeControl(boundedJson(value, max));
}
