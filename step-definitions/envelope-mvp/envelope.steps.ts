/**
 * The answer of one call: success or refusal, the envelope's keys, data, stats, context and the ids (design 4,
 * 5, 8).
 */
import { Then, type DataTable } from '@cucumber/cucumber';
import { asPrecondition, fail } from '../../harness/failure-report';
import { describeValue } from '../../harness/wire';
import { inTheirLanguage } from '../common/their-language';
import { brokenRule, canonical, errorCode, type EnvelopeWorld, type Json } from './world';

const SUCCESS_KEYS = ['status', 'data', 'text', 'stats', 'context'];
const ERROR_KEYS = [...SUCCESS_KEYS, 'error'];

Then('the call succeeds', function (this: EnvelopeWorld) {
  this.success();
});

/** What the check of each rule is, for a call that broke it and was accepted: the scenario's first rule says which. */
const ACCEPTED_HINTS: Record<string, string> = {
  'ENV-PARAM.1': 'check the parameters before building the answer: summary is required (design 2.1, 8.1), and a string (3.2, its type).',
  'ENV-PARAM.2': 'check the parameters before building the answer: todos is required, and is an array (design 3.2, 8.1).',
  'ENV-PARAM.3': "check each todo's status: one of pending, in_progress, completed, cancelled (design 2.1, 3.2); any other, or none, is refused.",
  'ENV-PARAM.4': "check each todo's content: required, and a string (design 3.2's schema).",
  'ENV-LIMIT.1': 'check the count: at most 10 todos (design 3.2): 11 are refused.',
  'ENV-LIMIT.2': 'check the length of each content: at most 60 characters (design 3.2): 61 are refused.',
  'ENV-LIMIT.3': 'check the todos in progress: at most one (design 3.2, 8.2): two at once are refused.',
  // The strict run's reading (ENV08-04): the document's checks (2.2) are count, length and status; its schema says more.
  'ENV-ERROR.1':
    "the strict run holds 3.2's schema to its additionalProperties: false: a todo with a key besides content, status and id is refused (2.2's list of checks does not name it, so the default run does not ask it).",
};

Then('the call is refused with INVALID_PARAM', function (this: EnvelopeWorld) {
  const envelope = this.envelope();
  if (envelope.status === 'error' && errorCode(envelope) === 'INVALID_PARAM') return;
  // Refused in words of its own ({ status: "failed", message }, no data, no error envelope): a refusal, told as one.
  if (envelope.status !== 'success' && envelope.status !== 'error' && envelope.data === undefined) {
    fail({
      requirements: this.reqs('ENV-ERROR.1'),
      summary: `the call was refused, but as status ${JSON.stringify(envelope.status ?? null)}, not the envelope's error`,
      call: this.callOf(this.last),
      expected: { status: 'error', error: { code: 'INVALID_PARAM', message: '…' } },
      actual: envelope,
      diff: [`$.status: expected "error", got ${JSON.stringify(envelope.status ?? null)}`],
      hint: 'design 8: a refused call answers status "error" and error { code: "INVALID_PARAM", message }, spelt so.',
      cause: `refusal-status-${JSON.stringify(envelope.status ?? null)}`,
    });
  }
  const accepted = envelope.status !== 'error';
  const code = errorCode(envelope);
  const broken = accepted ? brokenRule(this.last.params) : undefined;
  fail({
    requirements: this.reqs(...(accepted ? (broken ? [broken] : []) : ['ENV-ERROR.1'])),
    summary: accepted
      ? 'the call was accepted, but it breaks a rule of the document: it must be refused with INVALID_PARAM'
      : `the call was refused, but its error code is ${JSON.stringify(code)}, not "INVALID_PARAM"`,
    call: this.callOf(this.last),
    expected: { status: 'error', error: { code: 'INVALID_PARAM', message: '…' } },
    actual: envelope,
    diff: accepted
      ? [`$.status: expected "error", got ${JSON.stringify(envelope.status)}`]
      : [`error code: expected "INVALID_PARAM", got ${JSON.stringify(code)}`],
    hint: accepted
      ? (ACCEPTED_HINTS[broken ?? this.requirements[0] ?? ''] ??
        'check the parameters before building the answer: 2.2 lists the checks (count, length, status), 3.2 the constraints.')
      : code === 'INTERNAL_ERROR'
        ? 'design 8.1: a missing or illegal parameter is INVALID_PARAM; INTERNAL_ERROR is for unexpected failures only.'
        : 'design 8.1: a missing or illegal parameter is refused with the code INVALID_PARAM, spelt so, in error.code.',
    // One wrong code is one mistake, whichever rule each scenario's call broke (their messages differ).
    ...(!accepted && { cause: `error-code-${String(code)}` }),
  });
});

Then('the envelope holds only the keys status, data, text, stats and context', function (this: EnvelopeWorld) {
  const envelope = this.envelope();
  const keys = Object.keys(envelope);
  const extra = keys.filter((k) => !SUCCESS_KEYS.includes(k));
  const missing = SUCCESS_KEYS.filter((k) => !keys.includes(k));
  if (extra.length === 0 && missing.length === 0) return;
  fail({
    requirements: this.reqs('ENV-ENVELOPE.1'),
    summary: `the success envelope's top level is not exactly status, data, text, stats, context (${[
      ...extra.map((k) => `unexpected "${k}"`),
      ...missing.map((k) => `missing "${k}"`),
    ].join(', ')})`,
    call: this.callOf(this.last),
    expected: SUCCESS_KEYS,
    actual: keys,
    // Keys, not positions: the order of an object's keys is not the contract's, and a key too many shifted every one.
    diff: [...extra.map((k) => `"${k}": a key of its own, not one of the five`), ...missing.map((k) => `"${k}": missing`)],
    hint:
      extra.length > 0
        ? 'design 5: the top level allows only these five keys (and `error` on errors); put anything else inside `data`, `stats` or `context`.'
        : missing.length === 1 && missing[0] === 'context'
          ? NO_CONTEXT.hint
          : undefined,
    // The context alone missing: the one mistake ENV05-08 tells too, one cause.
    ...(extra.length === 0 && missing.length === 1 && missing[0] === 'context' && { cause: NO_CONTEXT.cause }),
  });
});

/** An envelope without its context, told once wherever a scenario meets it. */
const NO_CONTEXT = {
  hint: 'the envelope carries context: { cwd: the working folder the tool ran in, params_input: the input as received } (design 5).',
  cause: 'envelope-without-context',
};

Then('the envelope holds an error and no key outside status, data, text, stats, context and error', function (this: EnvelopeWorld) {
  const envelope = this.envelope();
  const keys = Object.keys(envelope);
  const extra = keys.filter((k) => !ERROR_KEYS.includes(k));
  if (extra.length === 0 && 'error' in envelope && envelope.error !== undefined && envelope.error !== null) return;
  fail({
    requirements: this.reqs('ENV-ENVELOPE.1'),
    summary:
      extra.length > 0 ? `the error envelope has top-level key(s) the protocol does not allow: ${extra.join(', ')}` : 'the error envelope has no `error`',
    call: this.callOf(this.last),
    actual: envelope,
    hint: 'design 5: the top level allows status, data, text, stats, context, and `error` on errors.',
  });
});

Then('the status is {string}', function (this: EnvelopeWorld, status: string) {
  if (status === 'success') return void this.success();
  const envelope = this.envelope();
  if (envelope.status === status) return;
  fail({
    requirements: this.reqs('ENV-ENVELOPE.2'),
    summary: `status is ${JSON.stringify(envelope.status)}, not ${JSON.stringify(status)}`,
    call: this.callOf(this.last),
    expected: status,
    actual: envelope.status,
  });
});

Then("the answer's todos are, in order:", function (this: EnvelopeWorld, table: DataTable) {
  const data = this.success().data as Json | undefined;
  const todos = data?.todos;
  const expected = table.hashes().map((row) => ({ content: row.content, status: row.status }));
  const actual = Array.isArray(todos) ? todos.map((t: Json) => ({ content: t?.content, status: t?.status })) : todos;
  if (JSON.stringify(actual) === JSON.stringify(expected)) return;
  fail({
    requirements: this.reqs('ENV-DATA.1'),
    summary: 'data.todos is not the whole list sent, in its order, with each content and status as sent',
    call: this.callOf(this.last),
    expected,
    actual,
    hint: 'declarative overwrite (3.2): the list sent replaces the old one whole; answer every todo of it, in order, and nothing else.',
  });
});

Then("the answer's todo {int} has the content {string}", function (this: EnvelopeWorld, n: number, content: string) {
  const todos = (this.success().data as Json | undefined)?.todos;
  const actual = Array.isArray(todos) ? (todos[n - 1] as Json | undefined)?.content : undefined;
  if (actual === content) return;
  fail({
    requirements: this.reqs('ENV-DATA.1'),
    summary: `the content of todo ${n} of data.todos is not the content sent`,
    call: this.callOf(this.last),
    expected: content,
    actual,
    hint:
      typeof actual === 'string' && actual === content.trim()
        ? 'the content was trimmed: the strict run reads "as sent" as the text sent, spaces included.'
        : undefined,
  });
});

/**
 * An id that is there but is not a text (a number, say): one mistake wherever an id is read, told as its type,
 * never as an id missing or kept.
 */
function idNotAString(world: EnvelopeWorld, ids: unknown[]): void {
  const typed = ids.find((id) => id !== undefined && id !== null && typeof id !== 'string');
  if (typed === undefined) return;
  fail({
    requirements: world.reqs('ENV-ID.1'),
    summary: `a todo's id is ${JSON.stringify(typed)}, ${Array.isArray(typed) ? 'an array' : `a ${typeof typed}`}: an id is a non-empty string`,
    call: world.callOf(world.last),
    actual: ids,
    hint: `design 4: the tool's ids are strings ("todo_123", "t1"): ${inTheirLanguage({ python: 'f"todo_{n}", not the number n', javascript: '`todo_${n}`, not the number n' })}.`,
    cause: 'id-not-a-string',
  });
}

Then('every todo of the answer has an id: a non-empty string, unique in the list', function (this: EnvelopeWorld) {
  const todos = ((this.success().data as Json | undefined)?.todos ?? []) as Json[];
  const ids = todos.map((t) => t?.id);
  const bad = ids.filter((id) => typeof id !== 'string' || id === '');
  const unique = new Set(ids).size === ids.length;
  if (todos.length > 0 && bad.length === 0 && unique) return;
  idNotAString(this, ids);
  fail({
    requirements: this.reqs('ENV-ID.1'),
    summary:
      todos.length === 0
        ? 'the answer has no todos to read ids from'
        : bad.length > 0
          ? 'a todo of the answer has no id (a non-empty string)'
          : 'two todos of the answer share an id',
    call: this.callOf(this.last),
    actual: ids,
    hint: 'design 4: the tool generates every id (the model need not send any).',
  });
});

Then('no id the model sent appears in the answer', function (this: EnvelopeWorld) {
  const sent: unknown[] = (((this.last.params as Json).todos ?? []) as Json[]).map((t) => t.id).filter((id) => id !== undefined);
  const todos = ((this.success().data as Json | undefined)?.todos ?? []) as Json[];
  const kept = todos.map((t) => t?.id).filter((id) => sent.includes(id));
  if (sent.length > 0 && kept.length === 0) return;
  fail({
    requirements: this.reqs('ENV-ID.1'),
    summary: 'the tool kept ids the model sent',
    call: this.callOf(this.last),
    expected: 'ids the tool generated',
    actual: todos.map((t) => t?.id),
    hint: 'design 4: 传入的 id 会被忽略 — an id sent by the model is ignored; generate a new one for every todo.',
  });
});

/** The id the answer to `record` gave the todo with this content. */
function idOf(world: EnvelopeWorld, index: number, content: string): unknown {
  const record = world.calls[index];
  if (!record) throw new Error(`kit error: no call ${index + 1} in this scenario`);
  const todos = ((world.success(record).data as Json | undefined)?.todos ?? []) as Json[];
  const todo = todos.find((t) => t?.content === content);
  if (!todo)
    fail({
      requirements: world.reqs('ENV-DATA.1'),
      summary: `the answer to call ${index + 1} has no todo ${JSON.stringify(content)}`,
      call: world.callOf(record),
      actual: todos,
    });
  return todo.id;
}

Then('the todo {string} has an id other than the one it had in the answer before', function (this: EnvelopeWorld, content: string) {
  const now = idOf(this, this.calls.length - 1, content);
  const before = idOf(this, this.calls.length - 2, content);
  if (typeof now === 'string' && now !== '' && now !== before) return;
  if (now !== before) idNotAString(this, [now]);
  fail({
    requirements: this.reqs('ENV-ID.2'),
    summary: `the todo ${JSON.stringify(content)} kept the id it had in the previous answer`,
    call: this.callOf(this.last),
    expected: `a new id (not ${JSON.stringify(before)})`,
    actual: now,
    hint: 'design 4: MVP 阶段每次更新生成新 id（不做复用） — every update generates new ids; do not match todos to earlier ones to keep their ids.',
  });
});

Then('no id of an earlier answer appears in the last answer', function (this: EnvelopeWorld) {
  const earlier = new Set<unknown>();
  for (const record of this.calls.slice(0, -1)) for (const t of ((this.success(record).data as Json).todos ?? []) as Json[]) earlier.add(t?.id);
  const ids = (((this.success().data as Json).todos ?? []) as Json[]).map((t) => t?.id);
  const reused = ids.filter((id) => earlier.has(id));
  if (earlier.size > 0 && ids.length > 0 && reused.length === 0) return;
  fail({
    requirements: this.reqs('ENV-ID.2'),
    summary: `the last answer reuses id(s) of an earlier answer: ${JSON.stringify(reused)}`,
    call: this.callOf(this.last),
    expected: `ids not among ${JSON.stringify([...earlier])}`,
    actual: ids,
    hint: 'numbering the ids afresh on every call (t1, t2, …) gives an earlier id to a different todo; a counter kept by the session never does.',
  });
});

Then('data.summary is {string}', function (this: EnvelopeWorld, summary: string) {
  const data = this.success().data as Json | undefined;
  if (data?.summary === summary) return;
  fail({
    requirements: this.reqs('ENV-DATA.3'),
    summary: 'data.summary does not echo the summary sent',
    call: this.callOf(this.last),
    expected: summary,
    actual: data?.summary,
    hint: 'design 5.1: `summary` (string) — 回显, echoed as sent.',
  });
});

Then('data.recap is a non-empty string', function (this: EnvelopeWorld) {
  const data = this.success().data as Json | undefined;
  if (typeof data?.recap === 'string' && data.recap.trim() !== '') return;
  fail({ requirements: this.reqs('ENV-DATA.2'), summary: 'data.recap is not a non-empty string', call: this.callOf(this.last), actual: data?.recap });
});

Then('the stats are:', function (this: EnvelopeWorld, table: DataTable) {
  const stats = this.success().stats as Json | undefined;
  const expected = Object.fromEntries(Object.entries(table.hashes()[0] ?? {}).map(([k, v]) => [k, Number(v)]));
  const actual = Object.fromEntries(Object.keys(expected).map((k) => [k, stats?.[k]]));
  if (JSON.stringify(actual) === JSON.stringify(expected)) return;
  const envelope = this.success();
  // No stats object at all (a key misspelt, say): one mistake, told as the missing key, never as counts left out.
  if (typeof stats !== 'object' || stats === null || Array.isArray(stats)) {
    const near = Object.keys(envelope).filter((key) => key !== 'stats' && key !== 'status' && /^stat/i.test(key));
    fail({
      requirements: this.reqs('ENV-STATS.1', 'ENV-ENVELOPE.1'),
      summary: stats === undefined ? 'the envelope has no stats' : `stats is ${describeValue(stats)}, not an object`,
      call: this.callOf(this.last),
      expected,
      actual: stats === undefined ? Object.keys(envelope) : stats,
      hint: `design 5: the envelope's top level holds stats, an object { total, pending, in_progress, completed, cancelled }${near.length > 0 ? `; it has ${near.map((key) => JSON.stringify(key)).join(', ')} instead: spell it "stats"` : ''}.`,
      cause: 'stats-not-an-object',
    });
  }
  // Every count right, but written as text ("0", not 0): one mistake, whichever counts each scenario reads.
  if (Object.entries(expected).every(([key, n]) => actual[key] === n || actual[key] === String(n))) {
    fail({
      requirements: this.reqs('ENV-STATS.1'),
      summary: 'stats counts the todos right, but as text, not numbers',
      call: this.callOf(this.last),
      expected,
      actual: stats,
      hint: `design 5: each count is a number ("completed": 0, not "0"): ${inTheirLanguage({ python: 'leave the int as it is, no str()', javascript: 'leave the number as it is, no String()' })}.`,
      cause: 'stats-counts-as-text',
    });
  }
  // Every count right but the zeros left out: one mistake, whichever counts each scenario's list has at zero.
  const zerosLeftOut = Object.entries(expected).every(([key, n]) => actual[key] === n || (actual[key] === undefined && n === 0));
  fail({
    requirements: this.reqs('ENV-STATS.1'),
    summary: 'stats does not count the todos by status',
    call: this.callOf(this.last),
    expected,
    actual: stats,
    hint: zerosLeftOut
      ? 'design 5: stats holds total and one count per status, zeros included ("completed": 0): a count of 0 is written, not left out.'
      : 'design 5: stats holds total and one count per status, zeros included ("completed": 0).',
    ...(zerosLeftOut && { cause: 'stats-without-zero-counts' }),
  });
});

Then('context.cwd is a string and context.params_input holds the todos as sent', function (this: EnvelopeWorld) {
  const context = this.success().context as Json | undefined;
  const sent = (this.last.params as Json).todos;
  const received = (context?.params_input as Json | undefined)?.todos;
  const cwdIsText = typeof context?.cwd === 'string';
  if (cwdIsText && canonical(received) === canonical(sent)) return;
  const none = context === undefined || context === null;
  // Compared with what the context holds where it is right (its cwd, a string), so that the diff shows only what is not.
  const paramsInput = context?.params_input;
  const notTheInput = Array.isArray(paramsInput) || typeof paramsInput !== 'object' || paramsInput === null || !('todos' in paramsInput);
  fail({
    requirements: this.reqs('ENV-CONTEXT.1'),
    // No context at all said so, not as its cwd "undefined" (a word of JavaScript's that a Python learner has no use for).
    summary: none
      ? 'the envelope has no context (its cwd and params_input)'
      : !cwdIsText
        ? 'context.cwd is not a string'
        : 'context.params_input.todos is not the todos as the model sent them',
    call: this.callOf(this.last),
    expected: { cwd: cwdIsText ? context!.cwd : '<a string>', params_input: { todos: sent } },
    // None at all: the keys the envelope has instead, not a value of no language but JavaScript's.
    ...(context === undefined ? { actual: `no context: the envelope's keys are ${Object.keys(this.success()).join(', ')}`, diff: [] } : { actual: context }),
    hint: none
      ? NO_CONTEXT.hint
      : !cwdIsText
        ? `context.cwd is the working folder the tool ran in, as a string (${inTheirLanguage({ javascript: 'process.cwd()', python: 'os.getcwd()' })}).`
        : notTheInput
          ? `params_input is the tool's input object as received ({ "summary": …, "todos": [...] }), not ${Array.isArray(paramsInput) ? 'the todos array alone' : typeof paramsInput === 'object' && paramsInput !== null ? 'an object without its todos' : describeValue(paramsInput)}.`
          : 'params_input is what the tool received, before any change (ids the model sent included): copy the input first.',
    ...(none && { cause: NO_CONTEXT.cause }),
  });
});

Then('context.params_input is the whole input as sent', function (this: EnvelopeWorld) {
  const context = this.success().context as Json | undefined;
  if (canonical(context?.params_input) === canonical(this.last.params)) return;
  fail({
    requirements: this.reqs('ENV-CONTEXT.1'),
    summary: 'context.params_input is not the whole input received',
    call: this.callOf(this.last),
    expected: this.last.params,
    actual: context?.params_input,
  });
});

Then('the answer is an envelope: success, or an error with the code INTERNAL_ERROR', async function (this: EnvelopeWorld) {
  // A log written all the same (under a name the kit did not block): no failed write was answered.
  await asPrecondition('the completion log cannot be written', () => {
    const written = [...this.last.logAfter.keys()];
    if (written.length === 0) return;
    fail({
      requirements: this.reqs('ENV-LOG.3'),
      summary: `the completion log was written all the same, as ${written.map((name) => `memory/todos/${name}`).join(', ')}`,
      call: this.callOf(this.last),
      hint: "the kit blocks every name the log may take (todoList-YYYYMMDD-HHMMSS.md, stamped with the session's start or the write, local time or UTC): the tool named it otherwise.",
      ...this.machineClock(),
    });
  });
  const envelope = this.envelope();
  if (envelope.status === 'success' || (envelope.status === 'error' && errorCode(envelope) === 'INTERNAL_ERROR')) return;
  this.expectNoSuccessInOtherWords(this.last, { orError: 'INTERNAL_ERROR' }); // a status of another word is that mistake, not this one
  fail({
    requirements: this.reqs('ENV-ERROR.2'),
    summary: `a failure to write the log was answered ${JSON.stringify(envelope.status)} with the code ${JSON.stringify(errorCode(envelope))}`,
    call: this.callOf(this.last),
    expected: 'status "success", or status "error" with the code "INTERNAL_ERROR"',
    actual: envelope,
    hint: 'design 8.1: INVALID_PARAM is for the parameters; an unexpected failure (a file that cannot be written) is INTERNAL_ERROR.',
  });
});
