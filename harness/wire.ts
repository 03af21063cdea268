/**
 * Values cross a process boundary as JSON. An implementation can return things JSON cannot carry
 * (a function, a Promise, a BigInt); those become a marker object, so the kit reports them instead of
 * silently turning them into something that passes (a function must never look like a string).
 */
import { MAX_VALUE_CHARS } from './defaults';
import { boundedJson, escapeControl } from './safe-text';

export const NON_JSON_MARKER = '$nonJson';

/** A Promise, or anything that awaits like one (an object or function with a then method): what `await` waits for. */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * A value as `await` settles it, and whether it was a thenable, its `then` read once: a getter that answers a function
 * at one read and nothing at the next made the kit judge one value and await another (helper 111: a synchronous
 * executeTool disguised so passed every scenario, though a caller's .then(callback) was never called back).
 */
export async function settle(value: unknown): Promise<{ thenable: boolean; value: unknown }> {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return { thenable: false, value };
  const then = (value as { then?: unknown }).then;
  if (typeof then !== 'function') return { thenable: false, value };
  const settled = await new Promise((resolve, reject) => {
    (then as (onFulfilled: (v: unknown) => void, onRejected: (e: unknown) => void) => unknown).call(value, resolve, reject);
  });
  return { thenable: true, value: settled };
}

/** Set `key` of `target` as an own data property: a plain assignment when nothing is inherited under that name. */
function own(target: object, key: string | number, value: unknown): void {
  if (key in target) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else (target as Record<string | number, unknown>)[key] = value;
}

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
      if (isThenable(value)) return { [NON_JSON_MARKER]: 'Promise' };
      if (seen.has(value)) return { [NON_JSON_MARKER]: 'circular reference' };
      seen.add(value);
      // Loops, not map/entries/fromEntries: every answer of every implementation passes through here, and the
      // arrays of pairs those make were a sixth of a module host's work on a profile whose answers are long lists.
      // The copy is plain data: own properties only, whatever the implementation did to Object.prototype or
      // Array.prototype (a setter or a frozen property there must not drop or refuse a field of its answer).
      let out: unknown[] | Record<string, unknown>;
      if (Array.isArray(value)) {
        const length = value.length;
        out = new Array<unknown>(length);
        for (let i = 0; i < length; i++) {
          if (!(i in value)) continue; // a hole stays a hole (JSON null), as map left it
          const item: unknown = value[i];
          own(out, i, item === undefined ? { [NON_JSON_MARKER]: 'undefined' } : toWire(item, seen));
        }
      } else {
        out = {};
        for (const key of Object.keys(value)) {
          const item: unknown = (value as Record<string, unknown>)[key];
          if (item !== undefined) own(out, key, toWire(item, seen));
        }
      }
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
    const kind = String((value as Record<string, unknown>)[NON_JSON_MARKER]);
    if (kind === 'undefined') return 'undefined (nothing)';
    return `a ${escapeControl(kind)} (not JSON)`;
  }
  return escapeControl(boundedJson(value, max));
}
