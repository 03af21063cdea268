/**
 * The tool objects (analysis 1.2, 12) and their input schemas (2.1), judged by meaning: a real JSON Schema
 * validator compiles each inputSchema and runs inputs through it. Wording is free; meaning is not.
 */
import { Then, When } from '@cucumber/cucumber';
import { inTheirLanguage } from '../common/their-language';
import { fail } from '../../harness/failure-report';
import { compileJsonSchema, type ValidateFunction } from '../../harness/json-schema';
import { describeValue } from '../../harness/wire';
import { parseJson } from '../common/values';
import { brokenTodoRule, type BrokenTodoRule } from './hints';
import type { ClaudeCodeWorld } from './world';

interface Attributes {
  name?: unknown;
  userFacingName?: unknown;
  description?: unknown;
  inputSchema?: unknown;
  isEnabled?: unknown;
  isConcurrencySafe?: unknown;
  isReadOnly?: unknown;
  forms: Record<string, string>;
  /** The flags whose method returned a Promise (the module host says so; what it resolved to is the value above). */
  promised?: string[];
}

const cache = new WeakMap<ClaudeCodeWorld, Map<string, Attributes>>();

/** A tool's attributes, read once per scenario through the `attributes` method. */
async function attributesOf(world: ClaudeCodeWorld, tool: string): Promise<Attributes> {
  let byTool = cache.get(world);
  if (!byTool) cache.set(world, (byTool = new Map()));
  let attributes = byTool.get(tool);
  if (!attributes) {
    attributes = (await world.implementation.request('attributes', { tool }, `the attributes of ${tool}`)) as Attributes;
    // A program over the line protocol may leave `forms` out: what it answered is then taken as given by a method
    // for the three methods, as a value for the rest, and a field it left out as missing.
    if (typeof attributes?.forms !== 'object' || attributes.forms === null) {
      const answered = attributes as unknown as Record<string, unknown>;
      const methods = ['isEnabled', 'isConcurrencySafe', 'isReadOnly'];
      attributes = {
        ...attributes,
        forms: Object.fromEntries(
          ['name', 'userFacingName', 'description', 'inputSchema', ...methods].map((f) => [
            f,
            !(f in answered) ? 'missing' : methods.includes(f) ? 'function' : typeof answered[f],
          ]),
        ),
      };
    }
    byTool.set(tool, attributes);
  }
  return attributes;
}

const currentByWorld = new WeakMap<ClaudeCodeWorld, { tool: string; attributes: Attributes }>();

function ids(world: ClaudeCodeWorld, fallback: string): string[] {
  return world.requirements.length > 0 ? world.requirements : [fallback];
}

When(/^the kit reads the attributes of (TodoWrite|TodoRead)$/, async function (this: ClaudeCodeWorld, tool: string) {
  currentByWorld.set(this, { tool, attributes: await attributesOf(this, tool) });
});

function currentAttributes(world: ClaudeCodeWorld): { tool: string; attributes: Attributes } {
  const current = currentByWorld.get(world);
  if (!current) throw new Error('kit error: read the attributes of a tool first');
  return current;
}

/** One cause for attributes answered under Python's names (is_concurrency_safe), whichever of them a scenario reads. */
const ATTRIBUTES_IN_PYTHON_NAMES = 'attributes-in-python-names';

/**
 * An attribute missing from a program's answer, which holds it under its Python name (user_facing_name for
 * userFacingName): what it answered, and the name the protocol reads. Undefined for a module, or another answer.
 */
function pythonNamed(world: ClaudeCodeWorld, attributes: Attributes, field: string): { hint: string; cause: string } | undefined {
  const snake = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  if (world.implementation.inProcess || !(snake in attributes)) return undefined;
  return {
    hint: `the attributes answer "${snake}", where the protocol reads the analysis's name, "${field}" (docs/profiles/claude-code.md): answer the analysis's names, whatever yours are in Python.`,
    cause: ATTRIBUTES_IN_PYTHON_NAMES,
  };
}

Then('its name is {string}', function (this: ClaudeCodeWorld, expected: string) {
  const { tool, attributes } = currentAttributes(this);
  if (attributes.name === expected) return;
  fail({
    requirements: ids(this, 'CC-TOOL.1'),
    summary: `the ${tool} tool's name is not "${expected}"`,
    expected,
    actual: attributes.name,
    hint: 'name is what the model calls the tool by: a plain string property, spelled exactly.',
  });
});

Then('its user-facing name is {string}', function (this: ClaudeCodeWorld, expected: string) {
  const { tool, attributes } = currentAttributes(this);
  if (attributes.userFacingName === expected) return;
  fail({
    requirements: ids(this, 'CC-TOOL.1'),
    summary: `${tool}'s user-facing name is not "${expected}"`,
    expected,
    actual: attributes.userFacingName,
    ...(pythonNamed(this, attributes, 'userFacingName') ?? {
      hint:
        attributes.forms.userFacingName === 'missing'
          ? inTheirLanguage({
              javascript: 'the tool has no userFacingName: a method userFacingName() { return "…" } (section 15) or a string property (section 1.2).',
              python: `the tool has no userFacingName: answer "userFacingName": "${expected}" in ${tool}'s attributes (docs/profiles/claude-code.md).`,
            })
          : undefined,
    }),
  });
});

Then(
  /^its (isConcurrencySafe|isReadOnly)\(\) returns (true|false)$/,
  function (this: ClaudeCodeWorld, method: 'isConcurrencySafe' | 'isReadOnly', value: string) {
    const { tool, attributes } = currentAttributes(this);
    const expected = value === 'true';
    if (attributes.forms[method] !== 'function') {
      fail({
        requirements: ids(this, 'CC-TOOL.3'),
        summary: this.implementation.inProcess
          ? `${tool}.${method} is not a method (it is ${attributes.forms[method]})`
          : `${tool}'s attributes have no ${method}`,
        expected: `a method returning ${expected}`,
        actual: attributes[method],
        diff: [],
        // Worded alike for both tools: one tool object made without the flags is one cause, not one per tool.
        ...(pythonNamed(this, attributes, method) ?? {
          hint: inTheirLanguage({
            javascript: `the agent loop calls tool.${method}(): write it as a method of each tool, returning false for TodoWrite and true for TodoRead.`,
            python: `answer "${method}" in each tool's attributes, false for TodoWrite and true for TodoRead: the value the agent loop reads from tool.${method}() (docs/profiles/claude-code.md).`,
          }),
          cause: `${method}-not-a-method`,
        }),
      });
    }
    // From the module host only; an answer over the line protocol is not trusted to hold a list there.
    if (this.implementation.inProcess && Array.isArray(attributes.promised) && attributes.promised.includes(method)) {
      // Said alike for both tools and both flags' values: one mistake (an async method), one cause.
      fail({
        requirements: ids(this, 'CC-TOOL.3'),
        summary: `${method}() returns a Promise, not a boolean`,
        expected: 'true or false',
        actual: 'a Promise',
        diff: [],
        hint:
          `the agent loop reads tool.${method}() at once, without await, and a Promise reads as true whatever it holds ` +
          `(a TodoWrite written so would be taken as ${method === 'isConcurrencySafe' ? 'safe to run beside other calls' : 'read-only'}). ` +
          `Drop the async: ${method}() returns true or false.`,
      });
    }
    if (attributes[method] === expected) return;
    fail({
      requirements: ids(this, 'CC-TOOL.3'),
      summary: `${tool}.${method}() returns ${describeValue(attributes[method])}, not ${expected}`,
      expected,
      actual: attributes[method],
      hint:
        method === 'isConcurrencySafe'
          ? 'TodoWrite writes a file, so it must run alone (false); TodoRead only reads, so reads may overlap (true).'
          : 'TodoRead only reads (true); TodoWrite changes the list (false).',
    });
  },
);

Then('its isEnabled\\() returns true, where it has one', function (this: ClaudeCodeWorld) {
  const { tool, attributes } = currentAttributes(this);
  if (attributes.forms.isEnabled === 'missing') {
    this.log(`skipped: ${tool} has no isEnabled; the kit's plug-in contract does not require it`);
    return 'skipped';
  }
  if (attributes.isEnabled === true) return undefined;
  fail({
    requirements: ids(this, 'CC-TOOL.5'),
    summary: `${tool}.isEnabled() does not return true`,
    expected: true,
    actual: attributes.isEnabled,
    hint: attributes.forms.isEnabled !== 'function' ? 'isEnabled is a method: isEnabled() { return true; }.' : undefined,
  });
});

Then('its description is {string}', function (this: ClaudeCodeWorld, expected: string) {
  const { tool, attributes } = currentAttributes(this);
  if (attributes.description === expected) return;
  const actual = attributes.description;
  const hint =
    typeof actual === 'string' && actual.trim() === expected.trim()
      ? 'the text differs only in white space at its ends.'
      : typeof actual === 'string' && actual.replace(/\.$/, '') === expected.replace(/\.$/, '')
        ? 'the text differs only in its final full stop: copy the description of section 12 exactly.'
        : attributes.forms.description === 'missing'
          ? 'the tool has no description: an async description() { return "…"; } method (section 15), or a string.'
          : undefined;
  fail({ requirements: ids(this, 'CC-TOOL.6'), summary: `${tool}'s description is not the one of section 12`, expected, actual, hint });
});

// --- inputSchema, by meaning -------------------------------------------------------------------------------------

function compile(world: ClaudeCodeWorld, tool: string, schema: unknown): ValidateFunction {
  try {
    return compileJsonSchema(schema);
  } catch (error) {
    const zodLike = typeof schema === 'object' && schema !== null && ('_def' in schema || '_zod' in schema || 'def' in schema);
    fail({
      requirements: ids(world, tool === 'TodoRead' ? 'CC-SCHEMA.4' : 'CC-SCHEMA.1'),
      summary: `${tool}'s inputSchema is not a JSON Schema: ${(error as Error).message}`,
      actual: schema,
      diff: [],
      hint: zodLike
        ? "this looks like a zod schema. The kit's contract asks for its JSON Schema (what the model is shown): convert it, e.g. with z.toJSONSchema() or zod-to-json-schema, and validate with zod in validateInput."
        : undefined,
    });
  }
}

Then(/^(TodoWrite|TodoRead)'s inputSchema (accepts|rejects) (.+)$/, async function (this: ClaudeCodeWorld, tool: string, verdict: string, json: string) {
  const input = parseJson(json, 'the input');
  const { inputSchema } = await attributesOf(this, tool);
  const validate = compile(this, tool, inputSchema);
  const accept = verdict === 'accepts';
  if (validate(input) === accept) return;
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`);
  fail({
    requirements: ids(this, tool === 'TodoRead' ? 'CC-SCHEMA.4' : 'CC-SCHEMA.1'),
    summary: `${tool}'s inputSchema ${accept ? 'rejects' : 'accepts'} ${json}, which it must ${accept ? 'accept' : 'reject'}`,
    actual: inputSchema,
    diff: accept ? errors : [],
    ...(accept ? schemaOverreach(json, validate.errors ?? []) : schemaRefusal(tool, input)),
  });
});

/** What a schema that refuses an input the analysis's schema accepts adds to it: the rule to drop. */
function schemaOverreach(json: string, errors: readonly { instancePath: string; keyword: string }[]): { hint?: string } {
  if (/"extra"/.test(json))
    return { hint: 'a todo item is a plain z.object, not strict: leave additionalProperties out of the item schema (only the top level is strict).' };
  const [first] = errors;
  const field = /^\/todos\/\d+\/(content|id)$/.exec(first?.instancePath ?? '')?.[1];
  // The rule the schema adds, as ajv names it ("minLength", "maxLength", "pattern"): the one to drop.
  const added = first ? `: its "${first.keyword}" is not the analysis's` : '';
  if (field === 'id') return { hint: `id is { "type": "string" } and no more (z.string() has no minimum, so "" is an id)${added}.` };
  if (field === 'content') return { hint: `content is { "type": "string", "minLength": 1 } and no more (min(1) counts characters, so " " is one)${added}.` };
  return {};
}

/** What the schema lacks to refuse `input`, and the mistake that is: the top level's strictness, or the item schema's rule its first todo breaks. */
function schemaRefusal(tool: string, input: unknown): { hint?: string; cause?: string } {
  const strict = {
    hint: 'a strict object in JSON Schema: "additionalProperties": false.',
    cause: tool === 'TodoRead' ? 'todo-read-input-not-strict' : 'top-level-not-strict',
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  if (tool === 'TodoRead' || Object.keys(input).some((key) => key !== 'todos')) return strict;
  const todos = (input as { todos?: unknown }).todos;
  if (!Array.isArray(todos)) return { hint: '"todos" is { "type": "array" }, required.', cause: 'top-level-not-strict' };
  const broken = brokenTodoRule(todos);
  if (!broken) return {};
  const hints: Record<BrokenTodoRule['rule'], string> = {
    'not-an-object': 'the item schema is { "type": "object" }.',
    missing: `the item schema lists all four fields as "required": ["content", "status", "priority", "id"] (this one has no ${broken.field}).`,
    'not-a-string': `${broken.field} is { "type": "string" }.`,
    'empty-content': 'content has "minLength": 1.',
    status: 'status is { "enum": ["pending", "in_progress", "completed"] }.',
    priority: 'priority is { "enum": ["high", "medium", "low"] }.',
  };
  return { hint: hints[broken.rule], cause: broken.cause };
}

/** The description of a property, or of the schema itself: where a converter or a person would put it. */
function descriptionIn(schema: unknown, property?: string): unknown {
  const node = property === undefined ? schema : (schema as { properties?: Record<string, unknown> } | null)?.properties?.[property];
  return (node as { description?: unknown } | null | undefined)?.description;
}

Then("TodoWrite's inputSchema describes {string} as {string}", async function (this: ClaudeCodeWorld, property: string, expected: string) {
  const { inputSchema } = await attributesOf(this, 'TodoWrite');
  const actual = descriptionIn(inputSchema, property);
  if (actual === expected) return;
  fail({
    requirements: ids(this, 'CC-SCHEMA.3'),
    summary: `TodoWrite's inputSchema does not describe "${property}" as "${expected}"`,
    expected,
    actual,
    hint: `GJ1.describe("${expected}") becomes "description" on the ${property} property of the JSON Schema.`,
  });
});

Then("TodoRead's inputSchema has a description that begins with {string}", async function (this: ClaudeCodeWorld, start: string) {
  const { inputSchema } = await attributesOf(this, 'TodoRead');
  const actual = descriptionIn(inputSchema);
  if (typeof actual === 'string' && actual.startsWith(start)) return;
  fail({
    requirements: ids(this, 'CC-SCHEMA.5'),
    summary: `TodoRead's inputSchema has no description beginning with "${start}"`,
    expected: `${start}…`,
    actual,
    diff: [],
    hint: 'FL6 = strictObject({}, { description: … }): the description belongs to the schema itself, at its top level.',
  });
});

Then("TodoRead's inputSchema has the description:", async function (this: ClaudeCodeWorld, expected: string) {
  const { inputSchema } = await attributesOf(this, 'TodoRead');
  const actual = descriptionIn(inputSchema);
  if (actual === expected) return;
  fail({ requirements: ids(this, 'CC-SCHEMA.5'), summary: "TodoRead's inputSchema does not carry the whole description of section 2.1", expected, actual });
});
