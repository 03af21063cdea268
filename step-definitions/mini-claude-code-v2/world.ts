/**
 * A mini-claude-code-v2 scenario's state: the last update, the last tool call, the tool definitions, and the
 * turns of the agent loop driven with the kit's scripted model. The manager itself lives in the implementation's
 * process; the kit only ever sees what the protocol methods answer.
 */
import { BeforeAll, setWorldConstructor } from '@cucumber/cucumber';
import { crashed, fail } from '../../harness/failure-report';
import type { Outcome } from '../../harness/host-adapter';
import { implementationUnderTest } from '../../harness/implementation-under-test';
import { ImplementationError } from '../../harness/outcomes';
import { shortJson } from '../../harness/safe-text';
import { KitWorld } from '../common/world';
import { isDocumentCheck } from './text-checks';
import { answersTodoWriteUnknown, noToolNamedTodoWrite } from './hints';

export const INITIAL_REMINDER = '<reminder>Use TodoWrite for multi-step tasks.</reminder>';
export const NAG_REMINDER = '<reminder>10+ turns without todo update. Please update todos.</reminder>';

export type Item = Record<string, unknown>;

/** What a call that may throw answered. */
export interface OutcomeRecord {
  /** How the kit describes the call in a failure: `update([...])`. */
  call: string;
  input: unknown;
  outcome: Outcome;
}

/** One call of agentLoop: what the kit scripted, and what came back. */
export interface Turn {
  userText: string;
  /** The global number of this turn's first tool_use round (rounds count across the scenario). */
  firstRound: number;
  /** The tool_use rounds, each the list of calls the model makes in it. */
  rounds: ToolUse[][];
  script: ScriptedResponse[];
  requests: Request[];
  messages: Message[];
}

export interface ToolUse {
  type: 'tool_use';
  id: string;
  name: string;
  input: unknown;
}

export interface ScriptedResponse {
  stop_reason: string;
  content: Array<{ type: 'text'; text: string } | ToolUse>;
}

export interface Message {
  role?: unknown;
  content?: unknown;
}

export interface Request {
  messages?: Message[];
  tools?: unknown;
  [key: string]: unknown;
}

/** The valid list the scripted model writes: the document's section 6 workflow, round 1. */
export const WORKFLOW_ITEMS: Item[] = [
  { content: '重构认证模块', status: 'in_progress', activeForm: '分析认证模块结构' },
  { content: '补充单元测试', status: 'pending', activeForm: '编写测试用例' },
  { content: '更新 README', status: 'pending', activeForm: '更新文档' },
];

/** A list update refuses: two items in progress. */
export const REFUSED_ITEMS: Item[] = [
  { content: 'Refactor auth', status: 'in_progress', activeForm: 'Refactoring auth' },
  { content: 'Add tests', status: 'in_progress', activeForm: 'Adding tests' },
];

/** `count` valid pending items "Task 1" … "Task count". */
export function pendingItems(count: number): Item[] {
  return Array.from({ length: count }, (_, i) => ({ content: `Task ${i + 1}`, status: 'pending', activeForm: `Doing task ${i + 1}` }));
}

export class MiniClaudeCodeWorld extends KitWorld {
  /** Its steps touch nothing of the implementation's but through requests: its reset travels with the first one. */
  override readonly onlyThroughRequests = true;
  lastUpdate: OutcomeRecord | undefined;
  /** What update answered when the scenario's list was written (its precondition): that list, as the implementation renders it. */
  writtenText: string | undefined;
  lastCall: OutcomeRecord | undefined;
  definitions: Record<string, unknown>[] | undefined;
  readonly turns: Turn[] = [];
  /** Whether TOOLS has tools but none named TodoWrite: asked (a probe) once a TodoWrite call met its name unknown. */
  private misnamed: Promise<boolean> | undefined;

  /**
   * Whether a TodoWrite call's answer, raised or returned, is the program not knowing the tool by that name: in
   * words the kit recognises ("Unknown tool: TodoWrite"), or in any words that name it ("Unknown command: TodoWrite")
   * from a program whose TOOLS has tools and none named TodoWrite (a lesson's `todoWrite`, say).
   */
  async knowsNoTodoWrite(said: unknown): Promise<boolean> {
    if (answersTodoWriteUnknown(said)) return true;
    // Named, and nothing of the tool's own work in it: neither a message of update's checks nor a rendered item.
    if (typeof said !== 'string' || !/\bTodoWrite\b/.test(said) || /\bItem \d+:|Max 20 todos|Only one task|^\[[x> ]\] /m.test(said)) return false;
    // A definition named TodoWrite in any format (OpenAI's function tools too: that mistake is its own cause).
    const named = (tool: { name?: unknown; function?: { name?: unknown } } | null) => tool?.name === 'TodoWrite' || tool?.function?.name === 'TodoWrite';
    this.misnamed ??= this.implementation
      .probe('getTools', {}, 'TOOLS: is a tool named TodoWrite?')
      .then((tools) => Array.isArray(tools) && tools.length > 0 && !tools.some(named));
    return this.misnamed;
  }

  async update(items: unknown): Promise<OutcomeRecord> {
    const call = `update(${shortJson(items)})`;
    let outcome: Outcome;
    try {
      outcome = (await this.implementation.request('update', { items }, call)) as Outcome;
    } catch (error) {
      const said = rpcErrorSaid(error, call);
      if (said !== undefined) {
        refusalAsRpcError(error as Error, call, said);
        missingFieldAsRpcError(error as Error, call, said);
      }
      throw error;
    }
    this.lastUpdate = { call, input: items, outcome: checkOutcome(outcome, call, ['MCC-UPD.9']) };
    return this.lastUpdate;
  }

  async render(): Promise<unknown> {
    return this.implementation.request('render', {}, 'render()');
  }

  async executeTool(name: string, input: unknown): Promise<OutcomeRecord> {
    const call = `executeTool(${JSON.stringify(name)}, ${shortJson(input)})`;
    const outcome = (await this.implementation.request('executeTool', { name, input }, call)) as Outcome;
    this.lastCall = { call, input, outcome: checkOutcome(outcome, call, ['MCC-EXE.1']) };
    // No tool named TodoWrite: what this call was to check cannot be told, and the one mistake is said here.
    const said = 'returned' in outcome ? outcome.returned : outcome?.raised?.message;
    if (name === 'TodoWrite' && (await this.knowsNoTodoWrite(said))) {
      const { requirement, ...diagnosis } = noToolNamedTodoWrite();
      fail({
        requirements: [requirement, 'MCC-EXE.1'],
        summary: `${call} answered that it knows no such tool`,
        actual: said,
        diff: [],
        ...diagnosis,
      });
    }
    return this.lastCall;
  }

  /** The next global round number: rounds are numbered across all the turns of a scenario. */
  nextRound(): number {
    const last = this.turns.at(-1);
    return last ? last.firstRound + last.rounds.length : 1;
  }
}

/** The first line of what a JSON-RPC error answered to `call` said, or undefined for any other failure. */
function rpcErrorSaid(error: unknown, call: string): string | undefined {
  const prefix = `${call} failed: `;
  return error instanceof ImplementationError && error.message.startsWith(prefix) ? error.message.slice(prefix.length).split('\n')[0] : undefined;
}

/**
 * A program that answers one of the document's own refusals ("ValueError: Item 1: content required") as a JSON-RPC
 * error: the message is right, the protocol's shape is not. Still a crash (a JSON-RPC error means the program
 * failed), but one cause that says so, instead of one per message with nothing to fix in any of them.
 */
function refusalAsRpcError(error: Error, call: string, said: string): void {
  const message = said.replace(/^[A-Za-z_][\w.]*: (?=.)/, '');
  if (!isDocumentCheck(message)) return;
  crashed(
    {
      requirements: ['MCC-UPD.9'],
      summary: `${call} answered the document's refusal "${message}" as a JSON-RPC error, where the line protocol's update answers an outcome`,
      hint: `the message is the document's; send it as the call's outcome, {"raised": {"name": "ValueError", "message": "${message}"}}, not as a JSON-RPC error (which means the program failed): catch the raise around update, as around every method that may raise as part of its contract (docs/profiles/mini-claude-code-v2.md, "Line protocol").`,
      cause: 'refusal-as-rpc-error',
    },
    error,
  );
}

/** The item fields the document reads with a default, and the requirement that says how: a missing one is an empty one. */
const FIELD_RULES: Record<string, string> = { content: 'MCC-UPD.2', status: 'MCC-UPD.3', activeForm: 'MCC-UPD.5' };

/**
 * A program whose update reads an item's field by indexing (item["content"]) and lets the KeyError of an item without
 * it become a JSON-RPC error: a crash with nothing in its message (KeyError: 'content') that says what the document
 * does instead. One cause, naming the field's rule.
 */
function missingFieldAsRpcError(error: Error, call: string, said: string): void {
  const field = /^KeyError: '(\w+)'/.exec(said)?.[1];
  const rule = field === undefined ? undefined : FIELD_RULES[field];
  if (rule === undefined) return;
  crashed(
    {
      requirements: [rule, 'MCC-UPD.9'],
      summary: `${call} crashed on an item without "${field}" (KeyError: '${field}'), where the document reads a missing field as an empty one`,
      hint: `read the field as the document does, item.get("${field}", ${field === 'status' ? '"pending"' : '""'}), so that its own check refuses the item with its message; and answer a refusal as the call's outcome, {"raised": {"name": "ValueError", "message": …}}, not as a JSON-RPC error (which means the program failed): catch the raise around update (docs/profiles/mini-claude-code-v2.md, "Line protocol").`,
      cause: `missing-field-as-rpc-error:${field}`,
    },
    error,
  );
}

/** An answer that is neither `{ returned }` nor `{ raised }` is the adapter's or the program's bug, said plainly. */
function checkOutcome(outcome: Outcome, call: string, requirements: string[]): Outcome {
  const o = outcome as Record<string, unknown> | null;
  if (o !== null && typeof o === 'object' && ('returned' in o || 'raised' in o)) return outcome;
  fail({
    requirements,
    summary: `${call} answered neither { "returned": … } nor { "raised": … } (the line protocol's outcome of a call that may throw)`,
    actual: outcome,
    diff: [],
    hint: 'over the line protocol, answer {"returned": <text>} when the call returned and {"raised": {"name", "message"}} when it raised.',
  });
}

setWorldConstructor(MiniClaudeCodeWorld);

const PROBE_ITEM = { content: 'Conformance kit isolation probe', status: 'pending', activeForm: 'Probing isolation' };

export const STATE_SURVIVES_RESET_HINT =
  'state survives a new session: the list outlives "reset" (a list saved to a file and read back when a manager starts, say), so each ' +
  'scenario starts with the items of the one before. A new session starts with a new, empty manager (docs/profiles/mini-claude-code-v2.md).';

/** How many items render() shows in the manager the implementation holds now (undefined when its text says nothing the kit can count). */
async function itemsInFreshManager(): Promise<number | undefined> {
  const text = await implementationUnderTest().request('render', {}, 'render()');
  if (typeof text !== 'string') return undefined;
  return text.split('\n').filter((line) => /^\s*\[[ >x]\]/i.test(line)).length;
}

/**
 * Whether a new session starts from the last one's list (a manager that saves its list to a file and reads it back
 * as it starts). Found once, before the first scenario: update, a new session, render. When it does, every scenario
 * is told how many items it inherited, so that the report says why, instead of a scatter of render() failures that
 * depend on the order the scenarios ran in.
 */
BeforeAll(async function () {
  const implementation = implementationUnderTest();
  implementation.currentScenario = "the kit's start-up probe (an update, a new session, a render)";
  try {
    await implementation.request('reset', {});
    await implementation.request('update', { items: [PROBE_ITEM] });
    await implementation.request('reset', {});
    const text = await implementation.request('render', {}, 'render()');
    if (typeof text === 'string' && text.includes(PROBE_ITEM.content)) {
      implementation.sharedState = { inherited: itemsInFreshManager, hint: STATE_SURVIVES_RESET_HINT };
    }
  } catch {
    // A manager that cannot take this list, or a render that fails: the scenarios say so, each about its own call.
  }
});
