import { fail, ownWordsCause, type ToolCall } from '../../harness/failure-report';
import { catalogue } from '../../harness/catalogue';
import { jsonDiff } from '../../harness/json-diff';
import { truncate } from '../../harness/safe-text';

/** What the kit expects of a tool_result's content. */
export type ExpectedContent =
  | { kind: 'json'; value: unknown } // compared as parsed JSON: key order and spacing never matter
  | { kind: 'text'; value: string } // compared exactly
  | { kind: 'like'; value: string }; // exactly, but each `*` stands for any text

export interface ExpectedResult {
  isError: boolean;
  content: ExpectedContent;
  /** The PRD requirements the content check belongs to (the scenario's tags). */
  requirements: string[];
  /** What the caller knows from the scenario's context: the likely broken rule and a hint, used when the content is wrong. */
  contextHint?: string;
  contextRequirements?: string[];
}

/**
 * The PRD's error messages (the catalogue's templates), recognised so that a failure can name the rule and the
 * classic mistake behind it. `{i}` is the index; any other placeholder stands for any text.
 */
const PRD_MESSAGES = (catalogue().profile.messages ?? []).map(({ rule, requirement, template }) => {
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => (part === '{i}' ? '(-?\\d+)' : /^\{\w+\}$/.test(part) ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { rule, requirement, template, pattern: new RegExp(`^${pattern}$`, 's') };
});

function classify(message: string): { rule: string; requirement: string; template: string; index?: number } | undefined {
  for (const { rule, requirement, template, pattern } of PRD_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return { rule, requirement, template, index: match[1] === undefined ? undefined : Number(match[1]) };
  }
  return undefined;
}

/**
 * A call to one of the profile's own tools answered "Tool 'TodoRead' not found": the tool is not registered. That is
 * one cause, named as such, whatever the scenario was about (it would otherwise scatter over unrelated rules).
 */
export function checkRegistered(call: ToolCall, actual: unknown): void {
  const content = (actual as { content?: unknown } | null)?.content;
  if (typeof content !== 'string' || !content.includes(call.name)) return;
  // The PRD's words ("Tool 'TodoRead' not found"), or a registry's own ("Unknown tool: TodoRead").
  const unknown =
    classify(content)?.rule === 'the tool is unknown' || /\b(not found|unknown tool|no such tool|not registered|unknown function)\b/i.test(content);
  if (unknown) failNotRegistered(call.name, { call, actual });
}

/**
 * One cause, one message, wherever it shows (executeTool answers "not found", getToolDefinitions() lacks it, getTool
 * finds no handler): the summary names only the tool, so that the summary groups every such failure together.
 */
/** What the profile requires of a tool it names; none for any other name ("constructor" is no tool, though every object has it). */
function toolRequirement(name: string): { registered: string; output?: string } | undefined {
  const all = catalogue().profile.toolRequirements ?? {};
  return Object.hasOwn(all, name) ? all[name] : undefined;
}

export function failNotRegistered(name: string, evidence: { call?: ToolCall; actual?: unknown }): void {
  const wanted = toolRequirement(name);
  if (!wanted) return;
  fail({
    ...evidence,
    requirements: [wanted.registered, 'F-007.API'],
    summary: `${name} is not registered`,
    diff: [],
    hint: `createRegistry() registers both tools: register(${name}'s definition, its handler), before returning the registry.`,
  });
}

/** A success of one of the profile's tools answers JSON text (PRD F-001 / F-002 Output): anything else is no success. */
export function checkSuccessContent(call: ToolCall, actual: unknown): void {
  const wanted = toolRequirement(call.name);
  const content = (actual as { content?: unknown } | null)?.content;
  if (!wanted?.output || typeof content !== 'string') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return;
  fail({
    call,
    requirements: [wanted.output, 'F-004.R1'],
    summary: NOT_JSON,
    actual,
    diff: [notJsonDiff(content)],
    ...(classify(content) ? { hint: "the content is one of the PRD's error messages, sent without is_error: true." } : notJsonAdvice(call.name)),
  });
}

/** Strings that differ only by surrounding white space, anywhere in two JSON values. */
function differOnlyByTrim(expected: unknown, actual: unknown): boolean {
  const trimmed = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.trim()
      : Array.isArray(value)
        ? value.map(trimmed)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]))
          : value;
  return JSON.stringify(expected) !== JSON.stringify(actual) && JSON.stringify(trimmed(expected)) === JSON.stringify(trimmed(actual));
}

/**
 * The keys a read-back list's todos carry beyond the expected ones, when that is all that differs (a TodoRead that
 * adds createdAt to each todo): the output's shape is wrong (F-002.OUT), not the list. Empty otherwise.
 */
export function extraTodoKeys(expected: unknown, actual: unknown): string[] {
  const want = (expected as { todos?: unknown } | null)?.todos;
  const got = (actual as { todos?: unknown } | null)?.todos;
  if (!Array.isArray(want) || !Array.isArray(got) || want.length !== got.length) return [];
  const extra = new Set<string>();
  for (const [i, item] of want.entries()) {
    const other = got[i] as Record<string, unknown> | null;
    if (typeof item !== 'object' || item === null || typeof other !== 'object' || other === null) return [];
    const mine = item as Record<string, unknown>;
    if (Object.keys(mine).some((key) => JSON.stringify(mine[key]) !== JSON.stringify(other[key]))) return [];
    for (const key of Object.keys(other)) if (!(key in mine)) extra.add(key);
  }
  return [...extra];
}

/** The PRD rules an expectation rests on, whatever scenario it is in: a failure must always name them. */
export function rulesOf(call: ToolCall | undefined, expected: ExpectedContent): string[] {
  if (expected.kind !== 'json') {
    const known = classify(expected.value.replace(/\*/g, 'x'));
    return known ? [known.requirement] : [];
  }
  const value = expected.value as Record<string, unknown> | null;
  if (value && 'success' in value) {
    const todos = (call?.input as { todos?: unknown } | null | undefined)?.todos;
    return Array.isArray(todos) && todos.length === 0 ? ['F-001.OUT', 'F-001.R2'] : ['F-001.OUT'];
  }
  return []; // a list read back: the scenario's own requirements say what it checks
}

/** A success answered with other JSON than the PRD's, wherever the kit sees it. */
export const CONTENT_NOT_PRESCRIBED = 'the content is not the JSON the PRD prescribes';

/** A success answered in text that is not JSON: one summary and one diff line, wherever the kit sees it. */
export const NOT_JSON = 'the content of a success is not JSON text';
const notJsonDiff = (content: string) => `$.content: expected JSON text, got ${JSON.stringify(truncate(content, 200))}, which does not parse`;

/** What to do about a success answered in text that is not JSON, by tool. */
const notJsonAdvice = (tool: string): { hint: string; cause: string } => ({
  hint: `a successful ${tool} answers JSON text, as the PRD's output shows it${tool === 'TodoRead' ? ' ({"todos": [...]}, the whole list)' : ''}: not lines of text for people, nor "No todos found".`,
  cause: `success-not-json:${tool}`,
});

/** The one summary of an error answered without its flag, wherever the kit sees it, and its hint. */
export const ERROR_WITHOUT_FLAG = 'an error was answered without is_error: true';
export const FLAG_HINT = 'set is_error: true on every error, so that the model knows the call failed.';

/** The diff line of a missing or wrong is_error, worded as jsonDiff words it. */
export function isErrorDiff(isError: unknown): string[] {
  return jsonDiff({ is_error: true }, isError === undefined ? {} : { is_error: isError });
}

/**
 * Whether a content reads as an error message: one of the PRD's, or words errors use. An input that was accepted
 * answers a success, JSON or not ("Todos updated: ..."); telling the two apart names the real mistake.
 */
export function looksLikeError(content: string): boolean {
  if (looksLikeSuccess(content)) return false;
  return (
    classify(content) !== undefined || /\b(error|invalid|required|must|cannot|can't|not found|unknown|missing|not allowed|failed|refused)\b/i.test(content)
  );
}

/**
 * Whether a content reads as a success of this profile: JSON text of an object that does not say it failed. An
 * error wrapped in JSON ({"error": "…"}, {"success": false, …}) is an error answered without its flag, not a success.
 */
export function looksLikeSuccess(content: string): boolean {
  try {
    const parsed: unknown = JSON.parse(content);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    const { error, success, ok } = parsed as Record<string, unknown>;
    return !error && success !== false && ok !== false;
  } catch {
    return false;
  }
}

/** Why a call that must fail was answered as a success: an input the PRD rejects, or a tool that is not registered. */
export function acceptedHint(tool: string): string {
  return tool === 'TodoWrite' || tool === 'TodoRead'
    ? 'the implementation accepted an input that the PRD rejects: check the validation rule the failure names (its [id], quoted in the full message).'
    : `${JSON.stringify(tool)} is not a registered tool: executeTool answers "Tool '${tool}' not found", with is_error: true.`;
}

/** The requirements to name, most specific first, without repeats. */
const ordered = (...lists: string[][]) => [...new Set(lists.flat())];

function likeToRegExp(like: string): RegExp {
  const escaped = like.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`, 's');
}

function contentMatches(expected: ExpectedContent, content: string): boolean {
  if (expected.kind === 'text') return content === expected.value;
  if (expected.kind === 'like') return likeToRegExp(expected.value).test(content);
  try {
    return jsonDiff(expected.value, JSON.parse(content)).length === 0;
  } catch {
    return false;
  }
}

/** The tool_result the kit expects, for display (`*` patterns are shown as they are). */
function expectedResult(call: ToolCall, expected: ExpectedResult): Record<string, unknown> {
  const content = expected.content.kind === 'json' ? JSON.stringify(expected.content.value) : expected.content.value;
  const result: Record<string, unknown> = { type: 'tool_result', tool_use_id: call.toolUseId, content };
  if (expected.isError) result.is_error = true;
  return result;
}

/** The rule of F-001's a todo breaks first, as classify names it: its content blank (or no object at all), its status unknown, its activeForm blank; none, undefined. */
function firstFaultOf(todo: unknown): string | undefined {
  const item = (typeof todo === 'object' && todo !== null ? todo : {}) as Record<string, unknown>;
  const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
  const broken = blank(item.content)
    ? 'F-001.E3'
    : !['pending', 'in_progress', 'completed'].includes(item.status as string)
      ? 'F-001.E4'
      : blank(item.activeForm)
        ? 'F-001.E5'
        : undefined;
  return PRD_MESSAGES.find((message) => message.requirement === broken)?.rule;
}

/**
 * What a wrong error message tells of the mistake: the index base, or the validation order. The index one past the
 * expected names the todo after the faulty one: counted from 1 when that todo breaks no rule (or is not there); when
 * it breaks one too, the message may be of the last faulty todo instead of the first, which is the order's mistake.
 */
/**
 * Words of its own where the PRD prescribes a message ("Unknown tool: x" for "Tool 'x' not found"): one cause per
 * message, whatever the tool or the value it names, and wherever it shows (a result, a handler's own answer).
 */
function ownWords(want: { rule: string; requirement: string; template: string }): { requirements: string[]; hint: string; cause: string } {
  return { requirements: [want.requirement], hint: `the PRD prescribes this message word for word: ${want.template}`, cause: ownWordsCause(want.rule) };
}

/** A message in words of its own where `expected` is one of the PRD's: the mistake, or undefined (another one, or none). */
export function ownWordsMistake(expected: string, actual: unknown): { requirements: string[]; hint: string; cause: string } | undefined {
  const want = classify(expected);
  return want && (typeof actual !== 'string' || !classify(actual)) ? ownWords(want) : undefined;
}

function messageMistake(expected: ExpectedContent, actual: string, todos: unknown): { requirements: string[]; hint: string; cause?: string } | undefined {
  if (expected.kind === 'json') return undefined;
  const want = classify(expected.value.replace(/\*/g, 'x'));
  const got = classify(actual);
  // A todo that is no object (null, a number, a text) refused in words of its own, where check (a) refuses it: the
  // item was judged for its type, and what to fix is that it has no content (F-008.O3), not only the words.
  const item = want?.index !== undefined && Array.isArray(todos) ? (todos[want.index] as unknown) : {};
  if (want && !got && want.requirement === 'F-001.E3' && (typeof item !== 'object' || item === null || Array.isArray(item))) {
    return {
      requirements: [want.requirement, 'F-008.O3'],
      hint: `a todo that is not an object has no content: check (a) refuses it with the content's message, word for word (${want.template}), not with one about its type.`,
      cause: 'non-object-todo-not-content',
    };
  }
  if (want && !got) return ownWords(want);
  if (!want || !got) return undefined;
  // The next todo breaking the same rule: its own message, or the faulty one's counted from 1? Either; not told as the index base.
  const nextBreaksTheSame = Array.isArray(todos) && got.index !== undefined && got.index < todos.length && firstFaultOf(todos[got.index]) === got.rule;
  if (want.rule === got.rule && want.index !== undefined && got.index === want.index + 1) {
    // One cause wherever it shows, also where the message differs elsewhere in what a pattern lets vary ('*').
    if (!nextBreaksTheSame)
      return { requirements: ['F-008.R2'], hint: 'indexes are 0-based: the first todo is "Todo at index 0".', cause: 'error-index-one-based' };
    return {
      requirements: ['F-008.R2', 'F-008.O3'],
      hint:
        `the message names todo ${got.index}, the one after the first faulty todo (${want.index}), which breaks the same rule: ` +
        'either indexes count from 1 here (they are 0-based), or the last faulty todo was reported instead of the first (stop at the first). The other scenarios that fail tell which.',
    };
  }
  if (want.rule !== got.rule || want.index !== got.index) {
    const expectedGot =
      `Expected "${want.rule}"${want.index === undefined ? '' : ` at index ${want.index}`}, ` +
      `got "${got.rule}"${got.index === undefined ? '' : ` at index ${got.index}`}.`;
    // A later todo's fault reported, where that todo has one: one mistake (not stopping at the first faulty todo),
    // whichever rules they broke.
    const laterFaulty = Array.isArray(todos) && got.index !== undefined && got.index < todos.length && firstFaultOf(todos[got.index]) !== undefined;
    if (want.index !== undefined && got.index !== undefined && got.index > want.index && laterFaulty) {
      return {
        requirements: ['F-008.O3', 'F-008.R1'],
        hint: `this input has faults in more than one todo, and the message names a later one: check the todos in order, report the first faulty one, then stop. ${expectedGot}`,
        cause: 'not-the-first-faulty-todo',
      };
    }
    return {
      requirements: ['F-008.O3', 'F-008.R1'],
      hint:
        `this input has more than one fault, and the PRD's order decides which one is reported: 'todos' present, ` +
        `'todos' an array, then item by item content, status, activeForm; stop at the first. ${expectedGot}`,
    };
  }
  return undefined;
}

/**
 * A TodoWrite success answered with other keys than the PRD's two ({"todos": [...]}, {"ok": true}): one mistake,
 * whatever list the scenario wrote. (The right keys with a wrong count are the count's mistake, told by the diff.)
 */
export function successShapeMistake(expected: ExpectedContent, parsed: unknown): { requirements: string[]; hint: string; cause: string } | undefined {
  if (expected.kind !== 'json' || typeof expected.value !== 'object' || expected.value === null || !('success' in expected.value)) return undefined;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const keys = Object.keys(parsed).sort();
  if (keys.join() === 'count,success') return undefined;
  return {
    requirements: ['F-001.OUT'],
    hint: 'a successful TodoWrite answers {"success":true,"count":N}, N the number of todos written, and nothing else: not the list, nor other fields.',
    cause: 'todowrite-success-keys',
  };
}

/** Same todos, other order: the classic sort or reverse on read (F-002.R1 returns the list as written). */
function orderMistake(expected: ExpectedContent, content: string): { requirements: string[]; hint: string } | undefined {
  if (expected.kind !== 'json') return undefined;
  try {
    const want = (expected.value as { todos?: unknown[] }).todos;
    const got = (JSON.parse(content) as { todos?: unknown[] }).todos;
    if (!Array.isArray(want) || !Array.isArray(got) || want.length !== got.length) return undefined;
    const key = (list: unknown[]) =>
      list
        .map((t) => JSON.stringify(t))
        .sort()
        .join('\n');
    if (key(want) !== key(got)) return undefined;
    return { requirements: ['F-002.R1'], hint: 'the same todos in another order: keep them in the order they were written.' };
  } catch {
    return undefined;
  }
}

/**
 * Check one tool_result against what the PRD says it must be, in the order a learner should fix things:
 * the shape of a tool_result first (F-004), then error or success, then the content.
 */
export function checkResult(call: ToolCall, actual: unknown, expected: ExpectedResult): void {
  const want = expectedResult(call, expected);
  const base = { call, expected: want, actual };
  const result = actual as Record<string, unknown> | null;

  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    fail({ ...base, requirements: ['F-004.SHAPE', 'F-005.SIG'], summary: 'executeTool did not resolve to a tool_result object' });
  }
  if (result.type !== 'tool_result') {
    fail({
      ...base,
      requirements: ['F-004.SHAPE'],
      summary: `the result's type is not "tool_result"`,
      hint: "every result carries type: 'tool_result', on success and on error.",
    });
  }
  if (typeof result.content !== 'string') {
    fail({
      ...base,
      requirements: ['F-004.R1'],
      summary: 'the content of the tool_result is not a string',
      hint: typeof result.content === 'object' ? 'content is always a string: return JSON.stringify(theObject), not the object itself.' : undefined,
    });
  }
  const content = result.content;
  checkRegistered(call, actual);
  const matches = contentMatches(expected.content, content);
  const rules = rulesOf(call, expected.content);

  if (expected.isError && result.is_error !== true) {
    // Two different mistakes: an error answered without its flag (the PRD's message or one of its own), or no error
    // at all (the input was accepted; its success need not be JSON to be one).
    const answeredSuccess = !matches && !looksLikeError(content);
    fail({
      ...base,
      requirements: matches || !answeredSuccess ? ordered(['F-004.R2'], matches ? [] : rules) : ordered(rules, expected.requirements, ['F-004.R2']),
      summary: answeredSuccess ? 'the call should have failed, but it was answered as a success' : ERROR_WITHOUT_FLAG,
      // The missing flag first: it is the cause; a message that differs too shows in the lines after it.
      diff: [...isErrorDiff(result.is_error), ...jsonDiff(want, actual).filter((line) => !line.startsWith('$.is_error'))],
      hint: answeredSuccess ? acceptedHint(call.name) : FLAG_HINT,
    });
  }
  if (!expected.isError && result.is_error !== undefined && result.is_error !== false) {
    fail({
      ...base,
      requirements: result.is_error === true ? ordered(rules, expected.requirements, ['F-004.R2']) : ordered(['F-004.R2'], expected.requirements),
      summary: result.is_error === true ? `the call should have succeeded, but failed: ${content}` : 'is_error on a success must be omitted or false',
    });
  }
  if (!matches) {
    let diff: string[] | undefined;
    let parsed: unknown;
    if (expected.content.kind === 'json') {
      try {
        parsed = JSON.parse(content);
        diff = jsonDiff(expected.content.value, parsed).map((line) => line.replace(/^\$/, '$.content (parsed)'));
      } catch {
        diff = [notJsonDiff(content)];
      }
    }
    const trimMistake =
      parsed !== undefined && expected.content.kind === 'json' && differOnlyByTrim(expected.content.value, parsed)
        ? {
            requirements: [] as string[],
            hint: 'trim only to check; store what was sent: the PRD trims content and activeForm to validate them, never to change them.',
          }
        : undefined;
    const extra = call.name === 'TodoRead' && expected.content.kind === 'json' ? extraTodoKeys(expected.content.value, parsed) : [];
    const shapeMistake =
      extra.length > 0
        ? {
            requirements: ['F-002.OUT'],
            hint: `TodoRead answers each todo as the PRD's output shows it, {"content", "status", "activeForm"}: it added ${extra.map((k) => JSON.stringify(k)).join(', ')}.`,
          }
        : undefined;
    const mistake: { requirements: string[]; hint: string; cause?: string } | undefined =
      messageMistake(expected.content, content, (call.input as { todos?: unknown } | null)?.todos) ??
      orderMistake(expected.content, content) ??
      trimMistake ??
      successShapeMistake(expected.content, parsed);
    fail({
      ...base,
      // The parsed lists, and one line for the shape whatever the list: one cause in "What to fix first", not one
      // per scenario (the texts differ all along the list; the values do not).
      ...(shapeMistake && { expected: expected.content.value, actual: parsed }),
      diff: shapeMistake ? [`$.content (parsed).todos[*]: keys added: ${extra.map((k) => JSON.stringify(k)).join(', ')}`, ...(diff ?? [])] : diff,
      // One cause, even where a long list's record is cut to size (F001-10's): the keys added are the mistake.
      ...(shapeMistake && { cause: 'todoread-adds-keys' }),
      // The shape alone when that is all that differs: the list's own rules (the scenario's, the context's) held.
      requirements: shapeMistake
        ? shapeMistake.requirements
        : ordered(
            expected.contextRequirements ?? [],
            rules,
            mistake?.requirements ?? [],
            expected.requirements.length > 0 ? expected.requirements : ['F-002.R1'],
          ),
      summary:
        expected.content.kind !== 'json'
          ? 'the error message is not the one the PRD prescribes'
          : parsed === undefined
            ? NOT_JSON
            : shapeMistake
              ? "TodoRead answers each todo with keys the PRD's output does not have"
              : call.name === 'TodoRead'
                ? 'TodoRead did not answer the list this scenario expects'
                : CONTENT_NOT_PRESCRIBED,
      hint: shapeMistake?.hint ?? ([mistake?.hint, expected.contextHint].filter(Boolean).join('\n') || undefined),
      ...(!shapeMistake && mistake?.cause !== undefined && { cause: mistake.cause }),
      // Text that does not parse, where JSON is due: one mistake of the tool's, whatever list the scenario expected
      // (each differs) and whatever its context would say of a list it could read.
      ...(expected.content.kind === 'json' && parsed === undefined && notJsonAdvice(call.name)),
    });
  }
}

/**
 * F-004.R3 / F-005.R2: the result answers the call it was made for. `calls`: the scenario's other calls (sent at
 * once, in the scenarios that pass them), whose ids a result that carries one of them was given.
 */
export function checkToolUseId(call: ToolCall, actual: unknown, requirements: string[], calls: ToolCall[] = []): void {
  const got = (actual as Record<string, unknown> | null)?.tool_use_id;
  if (got === call.toolUseId) return;
  const another = calls.some((other) => other !== call && other.toolUseId === got);
  fail({
    call,
    requirements: requirements.length > 0 ? requirements : ['F-005.R2'],
    summary: got === undefined ? 'the tool_result has no tool_use_id' : 'the tool_result carries another tool_use_id than the call',
    expected: call.toolUseId,
    actual: got,
    diff: [],
    hint: another
      ? `${JSON.stringify(got)} is the id of another call sent at the same time: the id was kept where the calls share it ` +
        "(a field of the registry, a variable of the module), so one call's result carried another's. " +
        'executeTool keeps toolUseId in its own variables, and copies it into tool_use_id.'
      : 'executeTool copies its first argument, toolUseId, into tool_use_id on every path: success, unknown tool, failed validation.',
    ...(another && { cause: 'tool-use-id-shared' }),
  });
}
