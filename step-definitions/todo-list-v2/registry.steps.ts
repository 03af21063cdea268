/**
 * The ToolRegistry's own API, and the handlers behind it (F-003, F-006, F-007). Steps that need to reach into
 * the implementation's process use the module host's kit/ methods, and are tagged @in-process.
 */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import { boundedJson } from '../../harness/safe-text';
import { parseJson } from '../common/values';
import { CONTENT_NOT_PRESCRIBED, failNotRegistered, NOT_JSON, ownWordsMistake, rulesOf, successShapeMistake } from './result-checks';
import type { GetToolReport, InProcessCall } from '../../harness/protocol';
import type { TodoListWorld as KitWorld } from './world';

type Definition = Record<string, unknown>;

async function definitionsOf(world: KitWorld): Promise<Definition[]> {
  const definitions = await world.implementation.request('getToolDefinitions', {}, 'getToolDefinitions()');
  if (!Array.isArray(definitions)) {
    fail({
      requirements: ['F-007.API'],
      summary: 'getToolDefinitions() did not return an array',
      expected: 'an array of tool definitions',
      actual: definitions,
      diff: [],
    });
  }
  return definitions as Definition[];
}

Given('the kit has read the tool definitions', async function (this: KitWorld) {
  this.definitions = await definitionsOf(this);
});

Then('the tool definitions name each of these tools exactly once:', async function (this: KitWorld, table: DataTable) {
  const definitions = await definitionsOf(this);
  const names = definitions.map((d) => d?.name);
  for (const name of table.hashes().map((row) => row.name!)) {
    const times = names.filter((n) => n === name).length;
    if (times === 0) {
      failNotRegistered(name, { actual: { 'getToolDefinitions() names': names } });
      fail({ requirements: ['F-007.API'], summary: `getToolDefinitions() does not list ${name}`, expected: name, actual: names, diff: [] });
    }
    if (times > 1) {
      fail({
        requirements: ['F-007.API'],
        summary: `getToolDefinitions() lists ${name} ${times} times`,
        expected: `${name} once`,
        actual: names,
        diff: [],
        hint: 'register keeps one tool per name: registering a name again replaces its definition and handler, it does not add a second.',
      });
    }
  }
});

Then('every tool definition has a PascalCase name, a string description and an input_schema', function (this: KitWorld) {
  for (const definition of this.definitions) {
    const problems = [
      typeof definition.name === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(definition.name) ? '' : 'name is not a PascalCase string',
      typeof definition.description === 'string' ? '' : 'description is not a string',
      typeof definition.input_schema === 'object' && definition.input_schema !== null ? '' : 'input_schema is not an object',
    ].filter(Boolean);
    if (problems.length > 0) {
      fail({ requirements: ['F-003.DEF'], summary: `a tool definition is malformed: ${problems.join('; ')}`, actual: definition, diff: [] });
    }
  }
});

Then('no tool definition uses the camelCase key {string}', function (this: KitWorld, key: string) {
  const offender = this.definitions.find((d) => key in d);
  if (!offender) return;
  fail({ requirements: ['F-003.DEF'], summary: `a definition uses "${key}"; the Anthropic API's key is snake_case: input_schema`, actual: offender, diff: [] });
});

/** A definition's name as a message shows it: the text, or the JSON of whatever else it is (never "[object Object]"). */
const nameOf = (name: unknown): string => (typeof name === 'string' ? name : `the definition named ${boundedJson(name, 80)}`);

Then('every input_schema has "type": "object" and a "properties" object', function (this: KitWorld) {
  for (const definition of this.definitions) {
    const schema = definition.input_schema as Record<string, unknown>;
    if (schema?.type === 'object' && typeof schema.properties === 'object' && schema.properties !== null) continue;
    fail({
      requirements: ['F-003.DEF'],
      summary: `the input_schema of ${nameOf(definition.name)} is not { type: 'object', properties: {...} }`,
      actual: schema,
      diff: [],
      hint: 'the Anthropic API requires an input_schema of type "object".',
    });
  }
});

Then('every tool definition has a description that is not blank', function (this: KitWorld) {
  const blank = this.definitions.find((d) => typeof d.description !== 'string' || d.description.trim() === '');
  if (blank) fail({ requirements: ['F-003.DEF'], summary: `${nameOf(blank.name)} has no description to tell the model what it does`, actual: blank, diff: [] });
});

// ---- getTool (in-process) --------------------------------------------------------------------------------------

async function getTool(world: KitWorld, name: string): Promise<GetToolReport> {
  return (await world.implementation.request('kit/getTool', { name }, `getTool(${JSON.stringify(name)})`)) as GetToolReport;
}

Then('getTool {string} returns its definition and a handler function', async function (this: KitWorld, name: string) {
  const report = await getTool(this, name);
  const listed = (await definitionsOf(this)).find((d) => d?.name === name);
  if (report.returned === 'undefined' || report.returned === 'null') failNotRegistered(name, { actual: { [`getTool(${JSON.stringify(name)})`]: report } });
  if (report.returned !== 'object' || report.handlerType !== 'function') {
    fail({
      requirements: ['F-007.API'],
      summary: `getTool("${name}") did not return the tool with a handler function ({ definition, handler }, or { ...definition, handler })`,
      expected: { definition: listed, handler: 'a function' },
      actual: report,
      diff: [],
    });
  }
  // Flat, the tool may carry fields of its own beside the definition's (when it was registered, say), as a nested
  // tool may beside its definition: only the definition's fields are compared.
  const own = report.definition as Definition | undefined;
  const compared =
    report.shape === 'flat' && listed && own
      ? Object.fromEntries(
          Object.keys(own)
            .filter((key) => key in listed)
            .map((key) => [key, own[key]]),
        )
      : own;
  const diff = jsonDiff(listed, compared);
  if (diff.length > 0) {
    fail({
      requirements: ['F-007.API', 'F-003.DEF'],
      summary: `getTool("${name}").definition differs from the one getToolDefinitions() lists`,
      expected: listed,
      actual: report.definition,
      diff,
    });
  }
  // A tool the kit registered: its handler is the one registered (called, the kit's own records the call).
  if (!this.probeReplies.has(name)) return;
  const before = (await probeCalls(this, name)).length;
  await this.implementation.request('kit/callHandler', { name, input: {} }, `getTool(${JSON.stringify(name)}).handler({})`);
  if ((await probeCalls(this, name)).length > before) return;
  fail({
    requirements: ['F-007.API'],
    summary: `getTool("${name}").handler is not the handler registered for ${name}: called, it did not run`,
    expected: `the handler given to register() for ${name}`,
    actual: report,
    diff: [],
    hint: 'getTool(name) answers the tool registered under that name: its own handler, as register(definition, handler) was given it.',
  });
});

Then('getTool {string} returns no tool', async function (this: KitWorld, name: string) {
  const report = await getTool(this, name);
  if (report.returned === 'undefined' || report.returned === 'null') return;
  fail({
    requirements: ['F-007.API'],
    summary: `getTool("${name}") found a tool, though none is registered under that name`,
    expected: 'undefined',
    actual: report,
    diff: [],
  });
});

Then('getTool {string} returns undefined', async function (this: KitWorld, name: string) {
  const report = await getTool(this, name);
  if (report.returned === 'undefined') return;
  fail({
    requirements: ['F-007.API'],
    summary: `getTool("${name}") must return undefined for an unknown name`,
    expected: 'undefined',
    actual: report.returned,
    diff: [],
  });
});

// ---- the kit's own handlers (in-process) -----------------------------------------------------------------------

async function registerProbe(world: KitWorld, name: string, reply: string, delayMs = 0): Promise<void> {
  const definition = {
    name,
    description: `A tool the conformance kit registers to watch its handler (${name}).`,
    input_schema: { type: 'object', properties: {} },
  };
  const answer = parseJson(reply);
  world.probeReplies.set(name, answer);
  await world.implementation.request('kit/register', { definition, reply: answer, delayMs }, `register(${name})`);
}

Given('the kit registers a tool {string} whose handler answers:', async function (this: KitWorld, name: string, reply: string) {
  await registerProbe(this, name, reply);
});

Given('the kit registers a tool {string} whose handler answers after {int} ms:', async function (this: KitWorld, name: string, delayMs: number, reply: string) {
  await registerProbe(this, name, reply, delayMs);
});

async function probeCalls(world: KitWorld, name: string): Promise<unknown[][]> {
  return (await world.implementation.request('kit/probeCalls', { name }, `the calls of ${name}`)) as unknown[][];
}

Then('the handler of {string} was called once, with the input as its first argument', async function (this: KitWorld, name: string) {
  const calls = await probeCalls(this, name);
  const { call } = this.last;
  if (calls.length !== 1) {
    fail({
      call,
      requirements: ['F-007.L2'],
      summary: `the handler of ${name} was called ${calls.length} times for one executeTool call`,
      expected: 1,
      actual: calls.length,
      diff: [],
    });
  }
  const diff = jsonDiff(call.input, calls[0]![0]);
  if (diff.length > 0) {
    fail({
      call,
      requirements: ['F-007.L2', 'F-006.SIG'],
      summary: 'the handler did not receive the params of the call as its argument',
      expected: call.input,
      actual: calls[0]![0],
      diff,
      hint: 'executeTool calls handler(params) with the params exactly as the model sent them.',
    });
  }
});

/** Every place, in any argument, where a value carries the id: as a string value, or under an id-like key. */
function findToolUseId(value: unknown, id: string, path: string): string[] {
  if (value === id) return [path];
  if (typeof value === 'string') return value.includes(id) ? [path] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(/^(tool_?use_?id|toolUseId)$/i.test(key) ? [`${path}.${key}`] : []),
    ...findToolUseId(v, id, `${path}.${key}`),
  ]);
}

Then('nothing the handler of {string} received carries the tool_use_id {string}', async function (this: KitWorld, name: string, id: string) {
  const calls = await probeCalls(this, name);
  const places = [...new Set(calls.flatMap((args, c) => args.flatMap((arg, a) => findToolUseId(arg, id, `call ${c + 1}, argument ${a + 1}`))))];
  if (places.length === 0) return;
  fail({
    call: this.last.call,
    requirements: ['F-006.R1'],
    summary: `the handler received the tool_use_id, at ${places.join(', ')}`,
    actual: calls,
    diff: [],
    hint: 'handlers do business logic only; executeTool adds tool_use_id when it assembles the result.',
  });
});

When('the kit calls the handler of {string} directly with input:', async function (this: KitWorld, name: string, input: string) {
  const tool = await getTool(this, name);
  if (tool.returned !== 'object' || tool.handlerType !== 'function') failNotRegistered(name, { actual: { [`getTool(${JSON.stringify(name)})`]: tool } });
  this.handlerCall = (await this.implementation.request(
    'kit/callHandler',
    { name, input: parseJson(input) },
    `getTool(${JSON.stringify(name)}).handler(...)`,
  )) as InProcessCall;
});

Then('the handler returned a Promise', function (this: KitWorld) {
  if (this.handlerCall?.returnedThenable) return;
  fail({
    requirements: ['F-006.SIG'],
    summary: 'the handler returned a plain value, not a Promise',
    expected: 'a Promise',
    actual: this.handlerCall?.result,
    diff: [],
    hint: 'declare handlers async: type ToolHandler = (params) => Promise<ToolHandlerResult>.',
  });
});

/** What the handler answered, which must at least be an object: anything else is a wrong shape (failed, not errored). */
function handlerAnswer(world: KitWorld): Record<string, unknown> {
  const answer = world.handlerCall?.result;
  if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) return answer as Record<string, unknown>;
  fail({
    requirements: ['F-006.SIG'],
    summary: 'the handler did not answer an object { content, is_error? }',
    expected: { content: 'a string', is_error: 'true, false or absent' },
    actual: answer,
    diff: [],
    hint: 'a handler resolves to { content: string, is_error?: boolean }; executeTool adds type and tool_use_id.',
  });
}

Then('the handler answered with content:', function (this: KitWorld, json: string) {
  const answer = handlerAnswer(this);
  let parsed: unknown = answer?.content;
  let isJson = true;
  try {
    parsed = JSON.parse(String(answer?.content));
  } catch {
    isJson = false; // compared as it is
  }
  const expected = parseJson(json);
  // Compared as parsed JSON (spacing and key order never matter), and told so: the paths name the parsed content.
  const diff = jsonDiff(expected, parsed).map((line) => line.replace(/^\$/, '$.content (parsed)'));
  const flagged = answer?.is_error !== undefined && answer.is_error !== false;
  if (diff.length === 0 && !flagged) return;
  // Not what a handler answers (no text content, an error flag) breaks the signature; other content, the tool's
  // output rule, as executeTool's answer shows it too: one cause, whichever way the kit met it.
  const shape = typeof answer?.content !== 'string' || flagged;
  const rules = shape ? ['F-006.SIG'] : 'todos' in (expected as object) ? ['F-002.OUT'] : rulesOf(undefined, { kind: 'json', value: expected });
  // A success of other keys: the same mistake, with the same advice, as a tool_result shows it (result-checks.ts).
  const keys = !shape && isJson ? successShapeMistake({ kind: 'json', value: expected }, parsed) : undefined;
  fail({
    requirements: [...new Set([...rules, ...this.requirements])],
    summary: shape ? 'the handler did not answer { content } with the expected JSON text' : isJson ? CONTENT_NOT_PRESCRIBED : NOT_JSON,
    expected: { content: JSON.stringify(expected) },
    actual: answer,
    diff,
    ...(keys && { hint: keys.hint, cause: keys.cause }),
  });
});

Then('the handler answered the error {string}, without a tool_use_id', function (this: KitWorld, message: string) {
  const answer = handlerAnswer(this);
  const expected = { content: message, is_error: true };
  const diff = jsonDiff(expected, { content: answer?.content, is_error: answer?.is_error });
  if (answer && 'tool_use_id' in answer) diff.push('$.tool_use_id: a handler answers without tool_use_id (the registry adds it)');
  if (diff.length === 0) return;
  const rules = rulesOf(undefined, { kind: 'text', value: message });
  // The shape right and the words not: the message is the mistake, as it is wherever else it shows.
  const onlyTheWords = answer?.is_error === true && !('tool_use_id' in answer) && answer.content !== message;
  const ownWords = onlyTheWords ? ownWordsMistake(message, answer.content) : undefined;
  fail({
    requirements: [...new Set([...rules, 'F-006.SIG', 'F-006.R1'])],
    summary: onlyTheWords ? 'the error message is not the one the PRD prescribes' : "the handler's own answer is not { content, is_error: true }",
    expected,
    actual: answer,
    diff,
    ...(ownWords && { hint: ownWords.hint, cause: ownWords.cause }),
  });
});

Then('executeTool returned a Promise', function (this: KitWorld) {
  if (this.last.returnedThenable) return;
  fail({
    call: this.last.call,
    requirements: ['F-005.SIG'],
    summary: 'executeTool returned a plain value, not a Promise',
    expected: 'a Promise of a ToolResult',
    actual: this.last.result,
    diff: [],
    hint: 'declare it async executeTool(toolUseId, name, params): Promise<ToolResult>.',
  });
});
