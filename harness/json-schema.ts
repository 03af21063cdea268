/**
 * An implementation's input schema, compiled by a real JSON Schema validator (ajv), so that the profiles judge a
 * schema by what it means, not by how it is written. One place for what every profile needs of it:
 *   - the dialect the schema declares: draft 2020-12 when its $schema says so, draft-07 otherwise;
 *   - strict: false, because the Anthropic API accepts schemas with annotations ajv's strict mode refuses (and a
 *     schema made by a converter, zod-to-json-schema say, carries them);
 *   - one compile per schema text: every scenario asks the implementation afresh, so the same schema arrives as a new
 *     object each time, and ajv (which caches by object) would compile it again, some 30 times a run;
 *   - a schema with an $id is registered under it by ajv: a different text with the same $id (another scenario's,
 *     another submission's) replaces it, where ajv alone would refuse the second one as a duplicate and the kit
 *     would call a valid schema invalid.
 * ajv is loaded on the first schema, not with the steps: a run that checks no schema never pays for it (about 40 ms).
 */
import type AjvClass from 'ajv';
import type { ValidateFunction } from 'ajv';

export type { ValidateFunction };

type Dialect = 'draft-07' | '2020-12';

const validators: Partial<Record<Dialect, AjvClass>> = {};

function validatorFor(dialect: Dialect): AjvClass {
  const options = { strict: false, allErrors: true };
  return (validators[dialect] ??=
    dialect === '2020-12'
      ? new (require('ajv/dist/2020') as { default: typeof AjvClass }).default(options)
      : new (require('ajv') as { default: typeof AjvClass }).default(options));
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
  const key = `${dialect}:${JSON.stringify(schema)}`;
  const known = compiled.get(key);
  if (known) return known;
  const ajv = validatorFor(dialect);
  const id = (schema as { $id?: unknown } | null)?.$id;
  if (typeof id === 'string') ajv.removeSchema(id);
  const validate = ajv.compile(schema as object);
  if (compiled.size >= MAX_COMPILED) compiled.clear();
  compiled.set(key, validate);
  return validate;
}
