/**
 * An implementation's input schema, compiled by a real JSON Schema validator (ajv), so that the profiles judge a
 * schema by what it means, not by how it is written. One place for what every profile needs of it:
 *   - the dialect the schema declares: draft 2020-12 when its $schema says so, draft-07 otherwise;
 *   - strict: false, because the Anthropic API accepts schemas with annotations ajv's strict mode refuses (and a
 *     schema made by a converter, zod-to-json-schema say, carries them);
 *   - one compile per schema text: every scenario asks the implementation afresh, so the same schema arrives as a new
 *     object each time, and ajv (which caches by object) would compile it again, some 30 times a run (only for a
 *     schema whose meaning depends on nothing else compiled: selfContained, below);
 *   - a schema with an $id is registered under it by ajv: a different text with the same $id (another scenario's,
 *     another submission's) replaces it, where ajv alone would refuse the second one as a duplicate and the kit
 *     would call a valid schema invalid.
 * ajv is loaded on the first schema, not with the steps: a run that checks no schema never pays for it. And a run
 * whose schemas were compiled before, in this process or another, does not load it at all: the validator of each
 * text is kept on disk as ajv's own standalone code (below), since loading ajv and compiling its meta-schema took
 * about 45 ms of every run that checks a schema, and a learner runs the kit on the same schema again and again.
 */
import type AjvClass from 'ajv';
import type { ValidateFunction } from 'ajv';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hash, kitCacheFolder, writeCacheEntry } from './register-typescript';

export type { ValidateFunction };

type Dialect = 'draft-07' | '2020-12';

/** code.source: ajv keeps each validator's code, which is what the disk cache holds. It changes no verdict. */
const OPTIONS = { strict: false, allErrors: true, code: { source: true } };

const validators: Partial<Record<Dialect, AjvClass>> = {};

function validatorFor(dialect: Dialect): AjvClass {
  return (validators[dialect] ??=
    dialect === '2020-12'
      ? new (require('ajv/dist/2020') as { default: typeof AjvClass }).default(OPTIONS)
      : new (require('ajv') as { default: typeof AjvClass }).default(OPTIONS));
}

/** Where compiled validators are kept across processes (undefined: nowhere). Tests point it at a folder of their own. */
let diskCache = kitCacheFolder('json-schema');

export function useSchemaCache(folder: string | undefined): void {
  diskCache = folder;
  compiled.clear();
}

/**
 * A validator's entry on disk is named by everything its code depends on: ajv's version, the options, the dialect and
 * the schema's text. Its content is ajv's standalone code for exactly that (a CommonJS module that requires only ajv's
 * runtime helpers), written by ajv in some earlier run: the same code the compile would make now.
 */
function diskEntry(key: string): string {
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  return `${hash(`${ajvVersion}\0${JSON.stringify(OPTIONS)}\0${key}`)}.js`;
}

/** An entry that is not there, or not a validator (cut short, say), is compiled again, and replaced. */
function loadValidator(entry: string): ValidateFunction | undefined {
  try {
    const code = readFileSync(join(diskCache!, entry), 'utf8');
    const module = { exports: {} as unknown };
    // ajv's own code, evaluated as ajv evaluates it when it compiles (with the kit's require, for ajv's runtime helpers)
    new Function('require', 'module', 'exports', code)(require, module, module.exports);
    return typeof module.exports === 'function' ? (module.exports as ValidateFunction) : undefined;
  } catch {
    return undefined;
  }
}

/** Entries kept at most: the schemas come from implementations, and each new text would add one. */
const MAX_DISK_ENTRIES = 500;

function keepValidator(entry: string, ajv: AjvClass, validate: ValidateFunction): void {
  const standaloneCode = (require('ajv/dist/standalone') as { default: (ajv: AjvClass, validate: ValidateFunction) => string }).default;
  writeCacheEntry(diskCache!, entry, standaloneCode(ajv, validate));
  try {
    const entries = readdirSync(diskCache!);
    if (entries.length <= MAX_DISK_ENTRIES) return;
    const byAge = entries.map((name) => ({ name, time: statSync(join(diskCache!, name)).mtimeMs })).sort((a, b) => a.time - b.time);
    for (const { name } of byAge.slice(0, entries.length - MAX_DISK_ENTRIES)) rmSync(join(diskCache!, name), { force: true });
  } catch {
    // another process pruned it first, or the folder cannot be read: nothing to do
  }
}

/**
 * Whether `schema` means the same whatever else was compiled: no $id anywhere (compiling one registers it, and another
 * schema's $ref may count on that) and no $ref, $dynamicRef or $recursiveRef outside itself (what it means would
 * depend on the schema registered under that name). Only such a schema is compiled once per text, in memory and on
 * disk; any other is compiled by ajv each time. Walked without recursion: a schema may be nested deeper than the stack.
 */
function selfContained(schema: unknown): boolean {
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$id') return false;
      if ((key === '$ref' || key === '$dynamicRef' || key === '$recursiveRef') && !(typeof child === 'string' && child.startsWith('#'))) return false;
      stack.push(child);
    }
  }
  return true;
}

/** Compiled schemas by dialect and text. Bounded, for a grading process that sees many submissions' schemas. */
const compiled = new Map<string, ValidateFunction>();
const MAX_COMPILED = 200;

/** The dialect `schema` declares with $schema (draft-07 unless it names 2020-12). */
export function dialectOf(schema: unknown): Dialect {
  const declared = (schema as { $schema?: unknown } | null)?.$schema;
  return typeof declared === 'string' && declared.includes('2020-12') ? '2020-12' : 'draft-07';
}

/** A validator for `schema`. Throws ajv's own error (its message says what is wrong) when it is not a JSON Schema. */
export function compileJsonSchema(schema: unknown): ValidateFunction {
  const dialect = dialectOf(schema);
  const text = `${dialect}:${JSON.stringify(schema)}`;
  const known = compiled.get(text); // only a self-contained schema's text is ever there
  if (known) return known;
  const key = selfContained(schema) ? text : undefined;
  const entry = key === undefined || diskCache === undefined ? undefined : diskEntry(key);
  let validate = entry === undefined ? undefined : loadValidator(entry);
  if (!validate) {
    const ajv = validatorFor(dialect);
    const id = (schema as { $id?: unknown } | null)?.$id;
    if (typeof id === 'string') ajv.removeSchema(id);
    validate = ajv.compile(schema as object); // a schema that does not compile throws here, and is never kept
    if (entry !== undefined) keepValidator(entry, ajv, validate);
  }
  if (key === undefined) return validate;
  if (compiled.size >= MAX_COMPILED) compiled.clear();
  compiled.set(key, validate);
  return validate;
}
