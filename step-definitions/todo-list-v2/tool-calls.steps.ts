/**
 * Calling tools as a model does, and checking the tool_result that comes back (F-001, F-004, F-005, F-007).
 */
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { MAX_CALL_INPUT_CHARS } from '../../harness/defaults';
import { fail } from '../../harness/failure-report';
import { boundedJson } from '../../harness/safe-text';
import { jsonDiff } from '../../harness/json-diff';
import { parseJson } from '../common/values';
import {
  checkRegistered,
  checkResult,
  checkSuccessContent,
  checkToolUseId,
  ERROR_WITHOUT_FLAG,
  FLAG_HINT,
  isErrorDiff,
  acceptedHint,
  looksLikeError,
  ownWordsMistake,
  rulesOf,
  type ExpectedContent,
} from './result-checks';
import { todosOf, type CallRecord, type TodoListWorld as KitWorld } from './world';

// ---- calls -------------------------------------------------------------------------------------------------

When('the model calls {word} with input:', async function (this: KitWorld, name: string, input: string) {
  await this.callTool(name, parseJson(input));
});

When('the model calls {word} with id {string} and input:', async function (this: KitWorld, name: string, id: string, input: string) {
  await this.callTool(name, parseJson(input), id);
});

When('the model calls a tool named {string} with input:', async function (this: KitWorld, name: string, input: string) {
  await this.callTool(name, parseJson(input));
});

When('the model calls {word}', async function (this: KitWorld, name: string) {
  await this.callTool(name, {});
});

When('the model calls {word} with id {string}', async function (this: KitWorld, name: string, id: string) {
  await this.callTool(name, {}, id);
});

When('the model calls TodoWrite with the todos:', async function (this: KitWorld, table: DataTable) {
  await this.callTool('TodoWrite', { todos: todosOf(table) });
});

When('the model sends these calls at once:', async function (this: KitWorld, table: DataTable) {
  const rows = table.hashes();
  // All calls leave before any answer is awaited: Promise.all, as an agent loop runs parallel tool_use blocks.
  await Promise.all(rows.map((row) => this.callTool(row.tool!, parseJson(row.input!, `the input of ${row.id}`), row.id)));
});

// ---- the content of the last result -----------------------------------------------------------------------

function expectSuccess(world: KitWorld, record: CallRecord, content: ExpectedContent): void {
  checkResult(record.call, record.result, { isError: false, content, requirements: world.requirements });
}

function expectError(world: KitWorld, record: CallRecord, content: ExpectedContent): void {
  checkResult(record.call, record.result, { isError: true, content, requirements: world.requirements });
}

Then('the write succeeds with count {int}', function (this: KitWorld, count: number) {
  expectSuccess(this, this.last, { kind: 'json', value: { success: true, count } });
});

Then('the call succeeds with content:', function (this: KitWorld, json: string) {
  expectSuccess(this, this.last, { kind: 'json', value: parseJson(json) });
});

Then('the call fails with the message {string}', function (this: KitWorld, message: string) {
  expectError(this, this.last, { kind: 'text', value: message });
});

// A scenario about the list after an error: that the call was refused (an error answer) is what it needs; the words
// of the error are the error rows' scenarios' (F-001.E*), so a message in other words does not hide whether the list stayed.
Then('the call is refused \\(the PRD says {string})', function (this: KitWorld, message: string) {
  const result = this.last.result as { type?: unknown; tool_use_id?: unknown; content?: unknown; is_error?: unknown } | null;
  const refused =
    result?.type === 'tool_result' && result.tool_use_id === this.last.call.toolUseId && result.is_error === true && typeof result.content === 'string';
  if (refused) return;
  // Not an error answer: judged as the error row judges it, which says what is wrong (accepted, no is_error, the shape).
  expectError(this, this.last, { kind: 'text', value: message });
});

Then('the call fails with a message like {string}', function (this: KitWorld, pattern: string) {
  expectError(this, this.last, { kind: 'like', value: pattern });
});

Then('the result of {string} fails with the message {string}', function (this: KitWorld, id: string, message: string) {
  expectError(this, this.recordFor(id), { kind: 'text', value: message });
});

Then('the result of {string} succeeds with content:', function (this: KitWorld, id: string, json: string) {
  expectSuccess(this, this.recordFor(id), { kind: 'json', value: parseJson(json) });
});

Then('the result of {string} has the content {string}', function (this: KitWorld, id: string, content: string) {
  expectSuccess(this, this.recordFor(id), { kind: 'text', value: content });
});

// ---- the shape of the last result (F-004) ----------------------------------------------------------------------

function field(record: CallRecord, key: string): unknown {
  const result = record.result;
  return typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[key] : undefined;
}

Then('the result is a tool_result for the call', function (this: KitWorld) {
  const { call, result } = this.last;
  checkRegistered(call, result);
  if (field(this.last, 'type') !== 'tool_result') {
    fail({
      call,
      requirements: ['F-004.SHAPE'],
      summary: 'the result\'s type is not "tool_result"',
      expected: 'tool_result',
      actual: field(this.last, 'type'),
      diff: [],
      hint: `the whole result was ${JSON.stringify(result)}`,
    });
  }
  checkToolUseId(call, result, ['F-004.R3', 'F-005.R2']);
});

Then("the result's content is a string", function (this: KitWorld) {
  const content = field(this.last, 'content');
  if (typeof content === 'string') return;
  fail({
    call: this.last.call,
    requirements: ['F-004.R1'],
    summary: 'the content of the tool_result is not a string',
    expected: 'a string',
    actual: content,
    diff: [],
    hint: typeof content === 'object' ? 'content is always a string: return JSON.stringify(theObject), not the object itself.' : undefined,
  });
});

Then("the result's content is a string holding the JSON object:", function (this: KitWorld, json: string) {
  expectSuccess(this, this.last, { kind: 'json', value: parseJson(json) });
});

Then("the result's content is exactly the text {string}", function (this: KitWorld, text: string) {
  const content = field(this.last, 'content');
  if (content === text) return;
  const requirements = [...new Set([...rulesOf(this.last.call, { kind: 'text', value: text }), ...this.requirements, 'F-004.R1'])];
  const prescribed = rulesOf(this.last.call, { kind: 'text', value: text }).length > 0;
  const summary = prescribed ? 'the error message is not the one the PRD prescribes' : 'the content is not the exact text expected';
  const ownWords = prescribed ? ownWordsMistake(text, content) : undefined;
  fail({
    call: this.last.call,
    requirements,
    summary,
    expected: text,
    actual: content,
    diff: jsonDiff({ content: text }, { content }),
    ...(ownWords && { hint: ownWords.hint, cause: ownWords.cause }),
  });
});

Then("the result's content is exactly the content the handler answered", function (this: KitWorld) {
  const reply = this.probeReplies.get(this.last.call.name) as { content?: unknown } | undefined;
  if (reply === undefined) throw new Error(`kit error: the kit registered no handler for ${this.last.call.name}`);
  const content = field(this.last, 'content');
  if (content === reply.content) return;
  fail({
    call: this.last.call,
    requirements: ['F-006.R3', 'F-007.L3'],
    summary: "the handler's content did not reach the tool_result unchanged",
    expected: reply.content,
    actual: content,
    hint: 'executeTool passes the content on as it is: no trimming, no re-encoding.',
  });
});

Then('the result is marked as an error', function (this: KitWorld) {
  const isError = field(this.last, 'is_error');
  if (isError === true) return;
  checkRegistered(this.last.call, this.last.result);
  // An object content is read as its JSON ({"ok": false, "error": …} is an error without its flag), never "[object Object]".
  const content = field(this.last, 'content');
  const accepted = !looksLikeError(typeof content === 'string' ? content : (JSON.stringify(content) ?? ''));
  fail({
    call: this.last.call,
    requirements: accepted ? [...this.requirements, 'F-004.R2'] : ['F-004.R2', ...this.requirements],
    summary: accepted ? 'the call should have failed, but it was answered as a success' : ERROR_WITHOUT_FLAG,
    expected: { is_error: true },
    actual: this.last.result,
    diff: isErrorDiff(isError),
    hint: accepted ? acceptedHint(this.last.call.name) : FLAG_HINT,
  });
});

Then('the result is not marked as an error', function (this: KitWorld) {
  const isError = field(this.last, 'is_error');
  checkRegistered(this.last.call, this.last.result);
  if (isError === undefined || isError === false) {
    // Not marked, and really a success: an error message without the flag is not a success either.
    checkSuccessContent(this.last.call, this.last.result);
    return;
  }
  const todos = (this.last.call.input as { todos?: unknown } | null)?.todos;
  const clearing = this.last.call.name === 'TodoWrite' && Array.isArray(todos) && todos.length === 0;
  // The content as it is when a text, else as JSON: an object would read "[object Object]".
  const content = field(this.last, 'content');
  fail({
    call: this.last.call,
    requirements: clearing ? ['F-001.R2', 'F-004.R2'] : ['F-004.R2', ...this.requirements],
    summary:
      isError === true
        ? `the call should have succeeded, but failed: ${typeof content === 'string' ? content : boundedJson(content, MAX_CALL_INPUT_CHARS)}`
        : 'a success must omit is_error or set it to false',
    expected: 'no is_error, or false',
    actual: isError,
    diff: [],
    hint: `the whole result was ${boundedJson(this.last.result, MAX_CALL_INPUT_CHARS)}`,
  });
});

Then("the result's is_error is exactly false", function (this: KitWorld) {
  const isError = field(this.last, 'is_error');
  if (isError === false) return;
  fail({
    call: this.last.call,
    requirements: ['F-006.R3'],
    summary: "the handler's is_error: false did not reach the tool_result",
    expected: false,
    actual: isError,
    diff: [],
  });
});

// ---- tool_use_id (F-005) ---------------------------------------------------------------------------------------

Then('the result carries the tool_use_id {string}', function (this: KitWorld, id: string) {
  if (this.last.call.toolUseId !== id) throw new Error(`kit error: the last call was made with id ${this.last.call.toolUseId}, not ${id}`);
  checkToolUseId(
    this.last.call,
    this.last.result,
    this.requirements.filter((r) => /^F-00[456]/.test(r)),
  );
});

Then("every call's result carries its own tool_use_id", function (this: KitWorld) {
  const calls = this.records.map((record) => record.call);
  for (const record of this.records) checkToolUseId(record.call, record.result, ['F-005.R2', 'F-005.R3'], calls);
});
