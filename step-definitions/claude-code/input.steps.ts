/**
 * validateInput (analysis 2.1, 11.1): the agent loop asks it before `call`, and a refused input goes no further.
 * The analysis prescribes one message, "Content cannot be empty"; the others are free, only the verdict is judged.
 */
import { Then, When } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { shortJson } from '../../harness/safe-text';
import { parseJson } from '../common/values';
import { inTheirLanguage } from '../common/their-language';
import { brokenTodoRule, toolMissing, type BrokenTodoRule } from './hints';
import { describedCall, type ClaudeCodeWorld } from './world';

interface Validation {
  tool: string;
  input: unknown;
  outcome: { returned?: unknown } | { raised: { name: string; message: string } };
}

const lastValidation = new WeakMap<ClaudeCodeWorld, Validation>();

async function validate(world: ClaudeCodeWorld, tool: string, input: unknown): Promise<void> {
  const outcome = (await world.implementation.request('validateInput', { tool, input }, `${tool}.validateInput(${shortJson(input)})`)) as Validation['outcome'];
  lastValidation.set(world, { tool, input, outcome });
}

When(/^(TodoWrite|TodoRead) validates the input (\{.*\}|\[.*\]|null)$/, async function (this: ClaudeCodeWorld, tool: string, json: string) {
  await validate(this, tool, parseJson(json, 'the input'));
});

When(/^(TodoWrite|TodoRead) validates the input:$/, async function (this: ClaudeCodeWorld, tool: string, json: string) {
  await validate(this, tool, parseJson(json, 'the input'));
});

function ids(world: ClaudeCodeWorld, fallback: string): string[] {
  return world.requirements.length > 0 ? world.requirements : [fallback];
}

const TODO_FIELDS = ['content', 'status', 'priority', 'id'];

/** The `{ result, message? }` validateInput answered, or a failure: it must answer one, never throw. */
function answerOf(world: ClaudeCodeWorld, fallback: string): { result?: unknown; message?: unknown } & Validation {
  const validation = lastValidation.get(world);
  if (!validation) throw new Error('kit error: this step needs a validateInput call before it');
  const call = describedCall(validation.tool, 'validateInput', validation.input);
  if ('raised' in validation.outcome) {
    // A TypeError of a value read where none is (a todo that is null, an input without todos): the code read before it
    // checked, whatever library it uses. Any other throw: the library's parse, which throws on a bad input.
    const raised = validation.outcome.raised as { name?: unknown; message?: unknown } | null;
    const readTooSoon =
      raised?.name === 'TypeError' &&
      /Cannot read propert|Cannot convert undefined or null|is not iterable|is not a function|of (undefined|null)/.test(String(raised.message));
    const missing = toolMissing(validation.tool, raised);
    if (missing) fail({ requirements: ids(world, fallback), call, actual: raised, diff: [], ...missing });
    fail({
      requirements: ids(world, fallback),
      summary: `${validation.tool}.validateInput threw instead of answering { result, message? }`,
      call,
      actual: validation.outcome.raised,
      diff: [],
      hint: inTheirLanguage({
        javascript: readTooSoon
          ? 'answer { result: false, message } for a bad input: check what a value is before you read from it (Array.isArray(input.todos), each todo an object, not null), never read a field of what may not be there.'
          : "answer { result: false, message } for a bad input: with zod, use safeParse (parse throws) and return the issue's message.",
        python:
          'answer {"result": False, "message": ...} for a bad input: check before you read (isinstance(input, dict), "todos" in input), ' +
          'never index what may not be there.',
      }),
    });
  }
  const answer = validation.outcome.returned as { result?: unknown; message?: unknown } | null | undefined;
  if (typeof answer !== 'object' || answer === null || typeof answer.result !== 'boolean') {
    fail({
      requirements: ids(world, fallback),
      summary: `${validation.tool}.validateInput did not answer an object { result: boolean, message? }`,
      call,
      expected: '{ result: boolean, message?: string }',
      actual: answer,
      diff: [],
    });
  }
  return { ...validation, ...answer };
}

/** What validateInput answered, as the failure shows it: a message it did not give is not shown as one. */
const answered = (answer: { result?: unknown; message?: unknown }) => ({
  result: answer.result,
  ...(answer.message !== undefined && { message: answer.message }),
});

/** What a refused input breaks, and the mistake that is: the top level, or the first rule of a todo it breaks. */
function refusedInput(tool: string, input: unknown): { hint: string; cause: string } {
  if (tool === 'TodoRead') {
    return {
      hint: inTheirLanguage({
        javascript: 'FL6 is strictObject({}): an object with no key at all, even a dummy "input" or "empty"; an array or null is no object.',
        python: 'FL6 is strictObject({}): a dict with no key at all, even a dummy "input" or "empty"; a list or None is no dict.',
      }),
      cause: 'todo-read-input-not-strict',
    };
  }
  const strictTop = {
    hint: 'JL6 is strictObject({ todos }): an unknown key next to todos is refused, and todos must be an array.',
    cause: 'top-level-not-strict',
  };
  const todos = (input as { todos?: unknown } | null)?.todos;
  if (!Array.isArray(todos) || Object.keys(input as object).some((key) => key !== 'todos')) return strictTop;
  const broken = brokenTodoRule(todos);
  if (!broken) return strictTop;
  const hints: Record<BrokenTodoRule['rule'], string> = {
    'not-an-object': 'each todo is an object { content, status, priority, id }.',
    missing: `all four fields of a todo are required: content, status, priority and id (this one has no ${broken.field}).`,
    'not-a-string': `content and id are strings (z.string(), which converts nothing): ${broken.field} is not one here.`,
    'empty-content': 'content has at least one character: min(1, "Content cannot be empty").',
    status: 'status is one of pending, in_progress, completed, as written (no other word, no capital).',
    priority: 'priority is one of high, medium, low (required, never null).',
  };
  return { hint: hints[broken.rule], cause: broken.cause };
}

Then('the input is accepted', function (this: ClaudeCodeWorld) {
  const answer = answerOf(this, 'CC-IN.7');
  if (answer.result === true) return;
  // A todo with a key besides its four fields (CC02-11): the item is not strict, whatever the key is named.
  const todos = (answer.input as { todos?: unknown } | null)?.todos;
  const itemKey =
    Array.isArray(todos) && todos.some((todo) => typeof todo === 'object' && todo !== null && Object.keys(todo).some((key) => !TODO_FIELDS.includes(key)));
  fail({
    requirements: ids(this, 'CC-IN.7'),
    summary: `${answer.tool}.validateInput refuses an input the analysis's schema allows`,
    call: describedCall(answer.tool, 'validateInput', answer.input),
    expected: { result: true },
    actual: answered(answer),
    hint: itemKey
      ? 'only the top level is strictObject; a todo item is a plain z.object, which does not refuse (it drops) keys it does not know.'
      : 'the analysis has no rule beyond the schema: no trimming of content, no minimum id length, no unique ids, no limit on todos in progress.',
  });
});

/**
 * Inputs each tool's schema refuses, every one of them, whatever else a validateInput checks or leaves out: not an
 * object (false, a number, a text, a list), a key of no schema, and (TodoWrite) todos that are no list or a todo whose
 * every field is wrong. None is a scenario's input, so that what the probe meets (a hang, say) is held against no
 * scenario's own call.
 */
const NOT_AN_INPUT: Record<string, unknown[]> = {
  TodoWrite: [false, 42, 'todos', [1], { kit_probe: true }, { todos: 42 }, { todos: [{ content: '', status: 'kit_probe', priority: 'kit_probe', id: 42 }] }],
  TodoRead: [false, 42, 'input', [1], { kit_probe: true }],
};

/**
 * Whether the tool's validateInput refuses nothing: it accepts every input of NOT_AN_INPUT (a placeholder `return {
 * result: true }`, the checks left to call). Then every refusal scenario fails for that one reason, told so, instead
 * of as a dozen rules each to tighten. Asked as probes: an answer that is not { result: true } (a refusal, a throw, a
 * hang, a crash) means it refuses something, and the scenario's own failure stands.
 */
async function refusesNothing(world: ClaudeCodeWorld, tool: string): Promise<{ hint: string; cause: string } | undefined> {
  const inputs = NOT_AN_INPUT[tool] ?? [];
  for (const input of inputs) {
    const outcome = (await world.implementation.probe('validateInput', { tool, input }, `${tool}.validateInput(${shortJson(input)})`)) as
      Validation['outcome'] | undefined;
    if (outcome === undefined || !('returned' in outcome) || (outcome.returned as { result?: unknown } | null)?.result !== true) return undefined;
  }
  return {
    hint: `${tool}.validateInput refuses nothing: it accepts ${inputs.map((input) => JSON.stringify(input)).join(', ')} too. It is where the input is checked against the schema (the analysis's loop asks it before call, and a refused input goes no further): answer { result: false, message } for what the schema refuses.`,
    cause: 'validate-input-refuses-nothing',
  };
}

Then('the input is refused', async function (this: ClaudeCodeWorld) {
  const answer = answerOf(this, 'CC-IN.1');
  if (answer.result === false) return;
  const input = JSON.stringify(answer.input);
  fail({
    requirements: ids(this, 'CC-IN.1'),
    summary: `${answer.tool}.validateInput accepts an input the analysis's schema refuses: ${input}`,
    call: describedCall(answer.tool, 'validateInput', answer.input),
    expected: { result: false },
    actual: answered(answer),
    ...((await refusesNothing(this, answer.tool)) ?? refusedInput(answer.tool, answer.input)),
  });
});

Then('the input is refused with the message {string}', async function (this: ClaudeCodeWorld, expected: string) {
  const answer = answerOf(this, 'CC-IN.3');
  const call = describedCall(answer.tool, 'validateInput', answer.input);
  if (answer.result !== false) {
    fail({
      requirements: ids(this, 'CC-IN.3'),
      summary: `${answer.tool}.validateInput accepts an empty content`,
      call,
      expected: { result: false, message: expected },
      actual: answered(answer),
      ...((await refusesNothing(this, answer.tool)) ?? { hint: 'z.string().min(1, "Content cannot be empty"): a content of zero characters is refused.' }),
    });
  }
  // The message may carry more (the path of the todo, a prefix of the framework's): it must contain the analysis's words.
  if (typeof answer.message === 'string' && answer.message.includes(expected)) return;
  fail({
    requirements: ids(this, 'CC-IN.3'),
    summary: `${answer.tool}.validateInput refuses an empty content without the message the analysis gives`,
    call,
    expected: { result: false, message: `…${expected}…` },
    actual: answered(answer),
    diff: [],
    hint: `the only message the analysis prescribes: min(1, "${expected}"). Pass it on in validateInput's message.`,
  });
});
