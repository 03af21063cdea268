/**
 * input_schema judged by what it means (F-003): a real JSON Schema validator compiles it and runs inputs
 * through it. Wording is free; meaning is not.
 */
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { fail } from '../../harness/failure-report';
import { parseJson } from '../common/values';
import { failNotRegistered } from './result-checks';
import type { TodoListWorld as KitWorld } from './world';

// strict: false, because the Anthropic API accepts schemas with annotations ajv's strict mode would refuse.
const draft7 = new Ajv({ strict: false, allErrors: true });
const draft2020 = new Ajv2020({ strict: false, allErrors: true });

/**
 * Compiled schemas by their text: every scenario asks for fresh definitions, so the same schema arrives as a new
 * object each time, and ajv (which caches by object) would compile it again, some 30 times a run. Bounded, for a
 * grading process that sees many submissions' schemas.
 */
const compiled = new Map<string, ValidateFunction>();
const MAX_COMPILED = 200;

function compile(toolName: string, schema: unknown): ValidateFunction {
  const declared = (schema as { $schema?: unknown } | null)?.$schema;
  const ajv = typeof declared === 'string' && declared.includes('2020-12') ? draft2020 : draft7;
  const key = `${ajv === draft2020 ? '2020' : '7'}:${JSON.stringify(schema)}`;
  const known = compiled.get(key);
  if (known) return known;
  try {
    // A schema with an $id is registered under it: a different text with the same $id (another scenario's, another
    // submission's) replaces it rather than failing as a duplicate.
    const id = (schema as { $id?: unknown } | null)?.$id;
    if (typeof id === 'string') ajv.removeSchema(id);
    const validate = ajv.compile(schema as object);
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, validate);
    return validate;
  } catch (error) {
    fail({
      requirements: ['F-003.DEF'],
      summary: `the input_schema of ${toolName} is not a valid JSON Schema: ${(error as Error).message}`,
      actual: schema,
      diff: [],
    });
  }
}

function schemaOf(world: KitWorld, toolName: string): unknown {
  const definition = world.definitions.find((d) => d?.name === toolName);
  if (!definition) {
    failNotRegistered(toolName, { actual: { 'getToolDefinitions() names': world.definitions.map((d) => d?.name) } });
    fail({
      requirements: ['F-003.DEF'],
      summary: `getToolDefinitions() has no definition named "${toolName}"`,
      actual: world.definitions.map((d) => d?.name),
      diff: [],
    });
  }
  return definition.input_schema;
}

function requirementsFor(world: KitWorld, toolName: string): string[] {
  const own = world.requirements.filter((r) => r.startsWith('F-003'));
  return own.length > 0 ? own : [toolName === 'TodoRead' ? 'F-003.R2' : 'F-003.W2'];
}

function expectVerdict(world: KitWorld, toolName: string, input: unknown, accept: boolean): void {
  const schema = schemaOf(world, toolName);
  const validate = compile(toolName, schema);
  if (validate(input) === accept) return;
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`);
  fail({
    requirements: requirementsFor(world, toolName),
    summary: `the input_schema of ${toolName} ${accept ? 'rejects' : 'accepts'} ${JSON.stringify(input)}, which it must ${accept ? 'accept' : 'reject'}`,
    actual: schema,
    diff: accept ? errors : [],
  });
}

/**
 * A precondition of every "rejects" check: a schema that rejects everything would pass them all. When it rejects
 * a valid input too, the failure says so, instead of crediting rules that were never exercised.
 */
Given(/^the input_schema of "([^"]+)" does not reject everything: it accepts (.+)$/, function (this: KitWorld, toolName: string, json: string) {
  const input = parseJson(json, 'the input');
  const schema = schemaOf(this, toolName);
  const validate = compile(toolName, schema);
  if (validate(input)) return;
  fail({
    requirements: [toolName === 'TodoRead' ? 'F-003.R2' : 'F-003.W2'],
    summary: `precondition not met: the input_schema of ${toolName} rejects even ${JSON.stringify(input)}, a valid input, so whether it rejects what the PRD forbids cannot be told`,
    actual: schema,
    diff: (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`),
    hint: 'a schema that requires a property the input does not have (a typo in "required", say) rejects every input.',
  });
});

Then('every input_schema compiles as a JSON Schema', function (this: KitWorld) {
  for (const definition of this.definitions) compile(String(definition.name), definition.input_schema);
});

Then(
  /^the input_schema of "([^"]+)" (accepts|rejects) ([[{"\d-].*|null|true|false)$/,
  function (this: KitWorld, toolName: string, verdict: string, json: string) {
    expectVerdict(this, toolName, parseJson(json, 'the input'), verdict === 'accepts');
  },
);

Then('the input_schema of {string} accepts a todo with each status, and no other:', function (this: KitWorld, toolName: string, table: DataTable) {
  for (const { status, accepted } of table.hashes()) {
    const input = { todos: [{ content: 'x', status, activeForm: 'y' }] };
    expectVerdict(this, toolName, input, accepted === 'yes');
  }
});
