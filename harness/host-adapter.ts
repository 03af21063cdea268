/**
 * A profile's host adapter: the code that, inside the module host (never in the kit's own process), maps the
 * profile's protocol methods onto a learner's exports. A program in another language answers the same methods
 * itself, over the line protocol; the adapter is what does it for a JavaScript or TypeScript module.
 */
import { learnerStack } from './learner-frames';
import { NON_JSON_MARKER, toWire } from './wire';

/** What a call that may throw as part of its contract answers: what it returned, or what it raised. */
export type Outcome = { returned: unknown } | { raised: { name: string; message: string; frames?: string } };

export interface HostContext<Instance> {
  /** The learner's module, as loaded for this scenario. */
  readonly mod: Record<string, unknown>;
  /** What `create` made at the last `reset`. */
  readonly instance: Instance;
  /** Call `object[method](...args)` as a method of the object it came from, so that `this` works. */
  call(object: unknown, method: string, ...args: unknown[]): unknown;
  /** Run `fn`; a throw or a rejection becomes `{ raised }`, a value `{ returned }` (made safe to send). */
  outcome(fn: () => unknown): Promise<Outcome>;
  /** Any value made safe to send as JSON (functions, Promises, cycles become markers the kit reports). */
  toWire(value: unknown): unknown;
  /** Gather what an async (or plain) iterable yields; a Promise is awaited and gives one item. */
  collect(value: unknown): Promise<unknown[]>;
}

/** A usage problem with the learner's module or with a request: answered as a JSON-RPC error with this text. */
export class AdapterError extends Error {
  override name = 'AdapterError';
}

export interface HostAdapter<Instance = unknown> {
  /** Exports that must be functions; a module without one stops the run before any scenario (exit 2). */
  required: string[];
  /** Exports that become capabilities when present; `@needs:<name>` scenarios are skipped without them. */
  optional?: string[];
  /** How to find an export (default: a named export, or one on a CommonJS module.exports / default export). */
  findExport?(mod: Record<string, unknown>, name: string): unknown;
  /** Load the module again before every scenario: for documents that keep state in module globals. */
  freshModulePerScenario?: boolean;
  /** Make what one scenario works with, from the module and the `reset` params. */
  create(mod: Record<string, unknown>, params: Record<string, unknown>): Instance | Promise<Instance>;
  /** The profile's own methods. */
  methods: Record<string, (ctx: HostContext<Instance>, params: any) => unknown>;
}

export function callMethod(object: unknown, method: string, ...args: unknown[]): unknown {
  const fn = (object as Record<string, unknown> | null | undefined)?.[method];
  if (typeof fn !== 'function') {
    throw new AdapterError(`${method} is not a function on ${object === null ? 'null' : typeof object} (it is ${typeof fn})`);
  }
  return (fn as (...a: unknown[]) => unknown).apply(object, args);
}

export async function outcomeOf(fn: () => unknown): Promise<Outcome> {
  try {
    // A function that returns nothing returned undefined, which JSON would drop: `{ returned }` keeps it, as a marker.
    const value = await fn();
    return { returned: value === undefined ? { [NON_JSON_MARKER]: 'undefined' } : toWire(value) };
  } catch (error) {
    if (error instanceof AdapterError) throw error;
    const name = error instanceof Error ? error.name : typeof error;
    const message = error instanceof Error ? error.message : String(error);
    // Where in the learner's code it was raised: a failure shows them as its stack (failure-report.ts).
    const frames = learnerStack(error);
    return { raised: { name, message, ...(frames !== undefined && { frames }) } };
  }
}

/** A generator's object, async or not: what `for await` walks through, as a caller of a tool's `call` does. */
export function isGenerator(value: unknown): value is AsyncIterable<unknown> | Iterable<unknown> {
  const v = value as { [Symbol.asyncIterator]?: unknown; [Symbol.iterator]?: unknown; next?: unknown } | null;
  if (typeof v !== 'object' || v === null) return false;
  return typeof v[Symbol.asyncIterator] === 'function' || (typeof v[Symbol.iterator] === 'function' && typeof v.next === 'function' && !Array.isArray(v));
}

/** What a generator yields, each yielded Promise awaited (as `for await` does); anything else, awaited, alone. */
export async function collect(value: unknown): Promise<unknown[]> {
  if (!isGenerator(value)) return [await value];
  const items: unknown[] = [];
  for await (const item of value) items.push(item);
  return items;
}

/**
 * An export by name: named, or on a CommonJS `module.exports` (offered as the default export); and where the profile
 * requires that one export alone, the default export itself when it is that factory as a learner writes it: a
 * function of that name (`export default function createTodoTools`), or a module's only export
 * (`module.exports = createTodoTools`). Never another default (a class, an agent loop next to a misspelt factory):
 * called as the factory, it would fail every scenario, where a missing export stops the run saying what is missing.
 */
export function findExport(adapter: Pick<HostAdapter, 'findExport' | 'required'>, mod: Record<string, unknown>, name: string): unknown {
  if (adapter.findExport) return adapter.findExport(mod, name);
  if (name in mod) return mod[name];
  const fallback = mod.default as Record<string, unknown> | null | undefined;
  if ((typeof fallback === 'object' || typeof fallback === 'function') && fallback !== null && name in fallback) return fallback[name];
  if (adapter.required.length !== 1 || adapter.required[0] !== name || typeof fallback !== 'function') return undefined;
  const onlyExport = Object.keys(mod).every((key) => key === 'default' || key === '__esModule');
  return !isClass(fallback) && ((fallback as { name?: unknown }).name === name || onlyExport) ? fallback : undefined;
}

/** Whether a function is a class (its source says so): never called as a factory. */
export const isClass = (value: unknown): boolean => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
