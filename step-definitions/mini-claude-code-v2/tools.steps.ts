/**
 * The TodoWrite definition (document section 2), judged by meaning with ajv, and the tool call through
 * executeTool (section 5): its result is the rendered list, its error a text for the model.
 */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { foreignDefinitionFormat } from '../../harness/definition-format';
import { fail } from '../../harness/failure-report';
import { compileJsonSchema, type ValidateFunction } from '../../harness/json-schema';
import { parseJson } from '../common/values';
import {
  carriedRefusal,
  diagnoseAnswer,
  diagnoseRefusal,
  expectReturned,
  foreignField,
  isDocumentCheckInAnyWords,
  missingField,
  requirementsFor,
  whatValueIs,
  type Diagnosis,
} from './text-checks';
import { answeredUndefined, isUndefinedAnswer, messageDroppedByExecuteTool, probeFieldAlone, raisedByUpdate, whyNoText } from './field-probe';
import { pendingItems, type Item, type MiniClaudeCodeWorld as World } from './world';
import { catchInExecuteTool, INPUT_KEY_CAUSE, itemsNotTodos, missingInputKey, noToolNamedTodoWrite, inputSchemaMissing } from './hints';
import { whyTheEmptyList } from './empty-list';

// ---- the definitions -------------------------------------------------------------------------------------------

Given('the kit has read the tool definitions TOOLS', async function (this: World) {
  const tools = await this.implementation.request('getTools', {}, 'TOOLS');
  if (!Array.isArray(tools)) {
    fail({
      requirements: ['MCC-DEF.1'],
      summary: `TOOLS is ${tools === null ? 'null' : typeof tools}, not a list of tool definitions`,
      actual: tools,
      diff: [],
    });
  }
  this.definitions = tools as Record<string, unknown>[];
});

function definitions(world: World): Record<string, unknown>[] {
  if (!world.definitions) throw new Error('kit error: the tool definitions were not read in this scenario');
  return world.definitions;
}

function definitionOf(world: World, name: string): Record<string, unknown> {
  const found = definitions(world).filter((d) => d?.name === name);
  if (found.length !== 1) {
    const format = found.length === 0 ? foreignDefinitionFormat(definitions(world), name) : undefined;
    // None named so: one mistake with executeTool's "Unknown tool: TodoWrite" and the requests' tools (hints.ts).
    const misnamed = !format && found.length === 0 && name === 'TodoWrite' ? noToolNamedTodoWrite() : undefined;
    fail({
      requirements: ['MCC-DEF.1'],
      summary: found.length === 0 ? `TOOLS has no definition named "${name}"` : `TOOLS has ${found.length} definitions named "${name}"`,
      actual: definitions(world).map((d) => d?.name),
      diff: [],
      hint: format ?? misnamed?.hint ?? (found.length === 0 ? `the name is exactly "${name}", as in Claude Code.` : undefined),
      ...(format && { cause: 'tool-definitions-in-another-format' }), // as every request's tools show it (MCC-LOOP.1)
      ...(misnamed && { cause: misnamed.cause }),
    });
  }
  return found[0]!;
}

function compile(name: string, schema: unknown): ValidateFunction {
  try {
    return compileJsonSchema(schema);
  } catch (error) {
    fail({
      requirements: ['MCC-DEF.2'],
      summary: `the input_schema of ${name} is not a valid JSON Schema: ${(error as Error).message}`,
      actual: schema,
      diff: [],
    });
  }
}

Then('the tool definitions hold exactly one definition named {string}', function (this: World, name: string) {
  definitionOf(this, name);
});

Then(/^the definition of "([^"]+)" has a string description and an "input_schema" \(not "inputSchema"\)$/, function (this: World, name: string) {
  const definition = definitionOf(this, name);
  if (typeof definition.description !== 'string') {
    fail({ requirements: ['MCC-DEF.1'], summary: `the definition of ${name} has no string description`, actual: definition, diff: [] });
  }
  needsInputSchema(name, definition);
});

/**
 * A definition without input_schema (an inputSchema in its place, say): one cause wherever a scenario needs the
 * schema (its form, its type, what it accepts), not a schema that "is not valid" in each of them.
 */
function needsInputSchema(name: string, definition: Record<string, unknown>): void {
  if (definition.input_schema !== undefined && definition.input_schema !== null) return;
  fail({
    requirements: ['MCC-DEF.1'],
    summary: `the definition of ${name} has no input_schema`,
    actual: Object.keys(definition),
    diff: [],
    ...inputSchemaMissing(definition),
  });
}

Then('the input_schema of {string} is of type {string} and compiles as a JSON Schema', function (this: World, name: string, type: string) {
  const definition = definitionOf(this, name);
  needsInputSchema(name, definition);
  const schema = definition.input_schema as Record<string, unknown> | undefined;
  if (schema?.type !== type) {
    fail({ requirements: ['MCC-DEF.2'], summary: `the input_schema of ${name} is not of type "${type}"`, expected: type, actual: schema?.type });
  }
  compile(name, schema);
});

function expectVerdict(world: World, name: string, input: unknown, accept: boolean): void {
  const definition = definitionOf(world, name);
  needsInputSchema(name, definition);
  const schema = definition.input_schema;
  const validate = compile(name, schema);
  if (validate(input) === accept) return;
  // What the implementation's schema says of the input (its own rules, not the document's).
  const errors = (validate.errors ?? []).map((e) => `its schema says: ${e.instancePath || '(root)'} ${e.message ?? ''}`);
  const properties = ((schema as { properties?: Record<string, unknown> } | null)?.properties ?? {}) as Record<string, unknown>;
  // The list under another name ("todos", "tasks"): an array property, and none called items.
  const otherKey = 'items' in properties ? undefined : Object.keys(properties).find((key) => (properties[key] as { type?: unknown } | null)?.type === 'array');
  fail({
    requirements: otherKey ? ['MCC-DEF.2', ...world.requirements] : world.requirements.length > 0 ? world.requirements : ['MCC-DEF.2'],
    summary: `the input_schema of ${name} ${accept ? 'rejects' : 'accepts'} ${JSON.stringify(input)}, which it must ${accept ? 'accept' : 'reject'}`,
    actual: schema,
    diff: accept ? errors : [],
    hint: otherKey ? `this document calls the list \`items\`, not \`${otherKey}\`: {"items": [...]}, required.` : undefined,
  });
}

Then(/^the input_schema of "([^"]+)" (accepts|rejects) ([[{"\d-].*|null|true|false)$/, function (this: World, name: string, verdict: string, json: string) {
  expectVerdict(this, name, parseJson(json, 'the input'), verdict === 'accepts');
});

Then('the input_schema of {string} accepts an item with each status, and no other:', function (this: World, name: string, table: DataTable) {
  for (const { status, accepted } of table.hashes()) {
    expectVerdict(this, name, { items: [{ content: 'x', status, activeForm: 'y' }] }, accepted === 'yes');
  }
});

// ---- the tool call ---------------------------------------------------------------------------------------------

function lastCall(world: World) {
  if (!world.lastCall) throw new Error('kit error: no tool call was made in this scenario before this step');
  return world.lastCall;
}

Given('the model called TodoWrite with input:', async function (this: World, json: string) {
  const input = parseJson(json, 'the input') as { items: Item[] };
  const record = await this.executeTool('TodoWrite', input);
  const o = record.outcome;
  const shown = 'returned' in o && typeof o.returned === 'string' && input.items.every((item) => (o.returned as string).includes(String(item.content)));
  if (!shown) {
    // No text at all: what update returns (MCC-UPD.13); a text without the items: the input that reached update.
    const noText = 'returned' in o && typeof o.returned !== 'string' ? await whyNoText(this, input.items) : undefined;
    const key = 'raised' in o ? missingInputKey(o.raised, input) : undefined;
    fail({
      requirements: noText ? [noText.requirement, 'MCC-EXE.1'] : ['MCC-EXE.1'],
      summary: `precondition failed: the scenario's first TodoWrite call did not answer with its list (${record.call} ${
        'raised' in o
          ? `raised "${o.raised.message}"`
          : noText
            ? `returned ${whatValueIs(o.returned)}, not the rendered text`
            : 'answered a text without its items'
      })`,
      expected: 'the rendered list of those items',
      actual: o,
      diff: [],
      hint: noText ? noText.hint : itemsNotTodos(key),
      ...(key !== undefined && { cause: INPUT_KEY_CAUSE }),
      ...(noText && { cause: noText.cause }), // update's, one cause with its own answers without a text; or executeTool's
      // Refused for a field the document's items do not have: the items' schema, not the input's key.
      ...('returned' in o && typeof o.returned === 'string' && foreignField(o.returned)),
    });
  }
});

When('the model calls TodoWrite with input:', async function (this: World, json: string) {
  await this.executeTool('TodoWrite', parseJson(json, 'the input'));
});

When('the model calls TodoWrite with {int} pending items', async function (this: World, count: number) {
  await this.executeTool('TodoWrite', { items: pendingItems(count) });
});

Then('the call returns:', async function (this: World, text: string) {
  const record = lastCall(this);
  const o = record.outcome;
  // No text at all: update's mistake (it returns none for these items too) or executeTool's, asked with a probe.
  if ('returned' in o && typeof o.returned !== 'string') {
    const { requirement, hint, cause } = await whyNoText(this, (record.input as { items?: unknown } | null)?.items);
    fail({
      requirements: requirementsFor('', this.requirements, requirement),
      summary: `${record.call} returned ${whatValueIs(o.returned)}, not the rendered text`,
      expected: text,
      actual: o.returned,
      hint,
      cause,
    });
  }
  if ('returned' in o && o.returned === 'No todos.' && text !== 'No todos.') {
    fail({
      requirements: ['MCC-EXE.1', ...this.requirements],
      summary: `${record.call} answered "No todos.": the items never reached update`,
      expected: text,
      actual: o.returned,
      diff: [],
      hint: itemsNotTodos(),
    });
  }
  expectReturned(record, text, this.requirements);
});

Then('the call returns a text that contains {string}', async function (this: World, message: string) {
  const record = lastCall(this);
  const o = record.outcome;
  if ('raised' in o) {
    // The input read under another key raises before update runs: catching it would answer that error, not the list's.
    const key = missingInputKey(o.raised, record.input);
    fail({
      requirements: [key !== undefined ? 'MCC-EXE.1' : 'MCC-EXE.2', ...requirementsFor(message, this.requirements)],
      summary: `${record.call} raised "${o.raised.message}" instead of answering the model`,
      expected: `a text that contains "${message}"`,
      actual: o.raised,
      diff: [],
      hint: key !== undefined ? itemsNotTodos(key) : catchInExecuteTool('it becomes the tool_result the model reads, and the agent loop goes on.'),
      ...(key !== undefined && { cause: INPUT_KEY_CAUSE }),
    });
  }
  if (typeof o.returned === 'string' && o.returned.includes(message)) return;
  // undefined, or "Error: undefined": the .message of what update threw, which had none (a thrown string, not an Error).
  const noMessage: Diagnosis | undefined = isUndefinedAnswer(o.returned)
    ? answeredUndefined(message)
    : typeof o.returned === 'string' && /^Error: undefined$/.test(o.returned.trim())
      ? {
          hint: `the message read from what update threw is undefined: it threw something that is no Error (a string, say). throw new Error("${message}").`,
          cause: 'throws-a-non-error',
        }
      : undefined;
  const items = (record.input as { items?: unknown } | null)?.items;
  // A refusal answered as text ("Error: …", or the message alone): the item probed alone through update, where a
  // field's refusal is due (field-probe.ts). Its own words found again: that field's check, worded otherwise; accepted:
  // the field let through. The probe asks update, not executeTool, so it never tells an order of executeTool's checks.
  // (A bare quoted key, "Error: 'activeForm'", is a Python KeyError's text: a runtime error, the field read as missing.)
  // (Punctuation only after it: \W would take a message's first characters too where they are not ASCII, "第 0 项".)
  const said = typeof o.returned === 'string' ? o.returned.replace(/^(\s*error\b[\s:;,.\-–—]*)+/i, '') : undefined;
  // (An answer of "Error: " alone is a refusal with an empty message.)
  const refusal = said !== undefined && (said.trim() !== '' || said !== o.returned) && !/^'[^'\n]*'$/.test(said.trim()) ? said : undefined;
  // What update raises for the same items, asked once and only where a diagnosis needs it.
  let byUpdate: Promise<string | undefined> | undefined;
  const updateRaises = () => (byUpdate ??= raisedByUpdate(this, items));
  /** The refusal as update worded it, when the answer passes update's own words on (then the order is update's too). */
  const ownRefusal = async (text: string) => {
    const carried = carriedRefusal(text, await updateRaises());
    return diagnoseRefusal(message, carried, items, await probeFieldAlone(this, message, items, carried), true, { probeTellsOrder: carried !== text });
  };
  const { requirement, hint, cause }: Diagnosis =
    noMessage ??
    (o.returned === 'No todos.'
      ? await whyTheEmptyList(this)
      : ((typeof o.returned === 'string' ? foreignField(o.returned) : undefined) ??
        messageDroppedByExecuteTool(await updateRaises(), message) ??
        (refusal !== undefined && !isDocumentCheckInAnyWords(refusal) ? await ownRefusal(refusal) : undefined) ??
        missingField(message, items, o.returned) ??
        (typeof o.returned === 'string' ? diagnoseAnswer(message, o.returned, await updateRaises()) : {})));
  fail({
    requirements: requirementsFor(message, this.requirements, requirement),
    summary: `${record.call} answered a text without the document's message`,
    expected: `a text that contains "${message}"`,
    actual: o.returned,
    diff: [],
    hint,
    cause,
  });
});
