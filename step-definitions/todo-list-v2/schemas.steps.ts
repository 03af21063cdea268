/**
 * input_schema judged by what it means (F-003): a real JSON Schema validator compiles it and runs inputs
 * through it. Wording is free; meaning is not.
 */
import { Given, Then, type DataTable } from '@cucumber/cucumber';
import { foreignDefinitionFormat } from '../../harness/definition-format';
import { fail } from '../../harness/failure-report';
import { compileJsonSchema, type ValidateFunction } from '../../harness/json-schema';
import { parseJson } from '../common/values';
import { failNotRegistered } from './result-checks';
import type { TodoListWorld as KitWorld } from './world';

function compile(toolName: string, schema: unknown): ValidateFunction {
  try {
    return compileJsonSchema(schema);
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
      hint: foreignDefinitionFormat(world.definitions, toolName),
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
  // What the implementation's schema says of the input (its own rules, not the PRD's).
  const errors = (validate.errors ?? []).map((e) => `its schema says: ${e.instancePath || '(root)'} ${e.message ?? ''}`);
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
