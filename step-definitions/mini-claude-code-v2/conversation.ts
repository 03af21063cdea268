/**
 * The conversation the kit drives through the implementation's agentLoop: the scripted model's responses, built
 * from a scenario's table, and the helpers that find things in what the model saw.
 *
 * Rounds are numbered across the whole scenario. Round k's results are the messages the loop appended after the
 * model's k-th tool_use response: the difference between the request that followed it and the one before.
 */
import type { DataTable } from '@cucumber/cucumber';
import { isDeepStrictEqual } from 'node:util';
import { crashed, fail } from '../../harness/failure-report';
import { ImplementationError } from '../../harness/outcomes';
import { shortJson } from '../../harness/safe-text';
import {
  REFUSED_ITEMS,
  WORKFLOW_ITEMS,
  type Message,
  type MiniClaudeCodeWorld as World,
  type Request,
  type ScriptedResponse,
  type ToolUse,
  type Turn,
} from './world';
import { whatValueIs } from './text-checks';
import { executeToolAlone, toolResultsWithoutContent, whyNoText } from './field-probe';
import { catchInExecuteTool, executeToolName, INPUT_KEY_CAUSE, inTheirLanguage, itemsNotTodos, missingInputKey, noToolNamedTodoWrite } from './hints';

/** The model's answer when it stops using tools. */
export const FINAL_ANSWER = [{ type: 'text' as const, text: 'All done.' }];

// ---- building the script ---------------------------------------------------------------------------------------

export function toolUse(spec: string, round: number, n: number): ToolUse {
  const id = `toolu_kit_r${round}_${n}`;
  switch (spec) {
    case 'kit_probe':
      return { type: 'tool_use', id, name: 'kit_probe', input: { round } };
    case 'TodoWrite':
      return { type: 'tool_use', id, name: 'TodoWrite', input: { items: WORKFLOW_ITEMS } };
    case 'TodoWrite refused':
      return { type: 'tool_use', id, name: 'TodoWrite', input: { items: REFUSED_ITEMS } };
    default:
      throw new Error(`kit error: unknown tool "${spec}" in a script table (kit_probe, TodoWrite, TodoWrite refused)`);
  }
}

/** The table's rounds, checked to continue the scenario's numbering, as the calls of each round. */
export function roundsOf(table: DataTable, firstRound: number): { rounds: ToolUse[][]; stop: string } {
  const rounds: ToolUse[][] = [];
  let stop = 'end_turn';
  for (const row of table.hashes()) {
    const spec = (row.rounds ?? '').trim();
    const tools = (row.tools ?? '').trim();
    if (spec === 'end') {
      stop = tools || 'end_turn';
      continue;
    }
    const [from, to] = spec.split('-').map(Number);
    for (let r = from!; r <= (to ?? from!); r += 1) {
      if (r !== firstRound + rounds.length) throw new Error(`kit error: round ${r} in a script table; expected round ${firstRound + rounds.length}`);
      rounds.push(tools.split(',').map((t, i) => toolUse(t.trim(), r, i + 1)));
    }
  }
  return { rounds, stop };
}

export function scriptOf(rounds: ToolUse[][], firstRound: number, stop: string): ScriptedResponse[] {
  const script: ScriptedResponse[] = rounds.map((calls, i) => ({
    stop_reason: 'tool_use',
    content: [{ type: 'text', text: `Round ${firstRound + i}: on it.` }, ...calls],
  }));
  script.push({ stop_reason: stop, content: FINAL_ANSWER });
  return script;
}

/** What an agent loop reads of the conversation, the model's response and its blocks (not of a tool's input). */
const LOOP_KEYS = [
  'id',
  'name',
  'input',
  'type',
  'tool_use_id',
  'stop_reason',
  'role',
  'text',
  'content',
  'messages',
  'model',
  'system',
  'tools',
  'max_tokens',
];

/**
 * Whether executeTool raises for kit_probe, the kit's own tool: the loop's error names it, or executeTool asked alone
 * (a probe) raises, whatever its words ("unsupported tool"). Asked only once a turn with kit_probe crashed.
 */
async function raisesOnKitProbe(world: World, said: string): Promise<boolean> {
  if (/\bkit_probe\b/.test(said)) return true;
  const outcome = await world.implementation.probe('executeTool', { name: 'kit_probe', input: { round: 0 } }, 'executeTool("kit_probe", …): does it raise?');
  return typeof outcome === 'object' && outcome !== null && 'raised' in outcome;
}

export async function runTurn(world: World, userText: string, table: DataTable, history: Message[]): Promise<void> {
  const firstRound = world.nextRound();
  const { rounds, stop } = roundsOf(table, firstRound);
  const script = scriptOf(rounds, firstRound, stop);
  const messages = [...history, { role: 'user', content: [{ type: 'text', text: userText }] }];
  const describe = `agentLoop(${shortJson(messages)}, client) with ${rounds.length} scripted tool_use round(s)`;
  let answer: { requests?: Request[]; messages?: Message[] };
  try {
    answer = (await world.implementation.request('agentLoop', { messages, script }, describe)) as typeof answer;
  } catch (error) {
    if (!(error instanceof ImplementationError)) throw error;
    // A loop that reads TodoWrite's input under another key dies in its first TodoWrite round, whatever the list.
    const todoWrites = rounds.flatMap((calls) => calls.filter((c) => c.name === 'TodoWrite'));
    const key = todoWrites.length > 0 ? missingInputKey(error.message, todoWrites[0]!.input) : undefined;
    if (key !== undefined) {
      // Keys of the messages, the response and its blocks are the loop's own reading (a KeyError: 'id' for a block's
      // tool_use_id): the loop's bug, whatever the round's list, with no rule to name.
      if (LOOP_KEYS.includes(key)) throw error;
      crashed(
        {
          requirements: ['MCC-EXE.1', 'MCC-LOOP.3'],
          summary: `the agent loop crashed reading TodoWrite's input: the model sends {"items": [...]}, and the code looks for "${key}"`,
          hint: itemsNotTodos(key),
          cause: INPUT_KEY_CAUSE,
        },
        error,
      );
    }
    // A loop that dies on the kit's own tool: executeTool raised for a tool it does not know, which the document
    // leaves open, and the kit's contract asks to answer with any text. Still a crash (the kit cannot judge the
    // turn), told as the contract it breaks, one cause wherever a turn calls kit_probe.
    if (rounds.some((calls) => calls.some((c) => c.name === 'kit_probe')) && (await raisesOnKitProbe(world, error.message))) {
      crashed(
        {
          requirements: ['MCC-LOOP.3'],
          summary: `the agent loop crashed on kit_probe, the kit's own tool: ${executeToolName()} raised for a tool it does not know`,
          hint: `the document leaves the answer to an unknown tool open, and the kit's contract (docs/profiles/mini-claude-code-v2.md, executeTool) asks for any text, e.g. "Unknown tool: kit_probe": the kit makes its rounds without TodoWrite with a tool of its own, and does not judge the answer.`,
          cause: 'unknown-tool-raises',
        },
        error,
      );
    }
    // A loop that dies on a refused TodoWrite is still a crash (errored), but the message says which rule it breaks.
    const refused = rounds.some((calls) => calls.some((c) => c.input && (c.input as { items?: unknown }).items === REFUSED_ITEMS));
    if (!refused) throw error;
    crashed(
      {
        requirements: ['MCC-EXE.2', 'MCC-LOOP.3'],
        summary: 'the agent loop crashed in a round where the model sent a list that update refuses',
        hint: catchInExecuteTool('it becomes the tool_result the model reads, and fixes its list, and the loop goes on.'),
      },
      error,
    );
  }
  const turn: Turn = {
    userText,
    firstRound,
    rounds,
    script,
    requests: answer?.requests ?? [],
    messages: Array.isArray(answer?.messages) ? answer.messages : [],
  };
  // Every request the same as the conversation after the loop, grown past what was sent: the program's scripted
  // client kept the request itself, not a copy, and the loop's appends changed each one afterwards. The loop may be
  // right; what the model saw at each moment is lost, and every check of it would blame the loop.
  if (
    turn.requests.length > 1 &&
    turn.messages.length > messages.length &&
    turn.requests.every((request) => isDeepStrictEqual(messagesOf(request), turn.messages))
  ) {
    fail({
      requirements: ['MCC-LOOP.1'],
      summary: `all ${turn.requests.length} requests the program recorded hold the whole conversation after the loop (${turn.messages.length} messages), its final answer included: they were recorded as the same list, not copied as each was sent`,
      expected: `request 1 with the ${messages.length} message(s) sent, each later one with more`,
      actual: `${turn.requests.length} requests, each with the same ${turn.messages.length} messages`,
      diff: [],
      hint: inTheirLanguage({
        python:
          'in your scripted client, record a copy of each request as create receives it (requests.append(copy.deepcopy(request))): the loop goes on appending to messages, and a request kept as it is changes with it (docs/profiles/mini-claude-code-v2.md: each create records a copy of its request).',
        javascript:
          'in your scripted client, record a copy of each request as create receives it (requests.push(structuredClone(request))): the loop goes on pushing to messages, and a request kept as it is changes with it (docs/profiles/mini-claude-code-v2.md: each create records a copy of its request).',
      }),
      cause: 'requests-not-copied',
    });
  }
  // A TodoWrite call answered "Unknown tool: TodoWrite" (the loop knows the tool by another name): what the turn was
  // to show (a render, a message, the nag's count) cannot be told, and the one mistake is said here.
  // Only the TodoWrite calls' results: another tool's answer (kit_probe's) is the program's own, and not judged.
  const todoIds = new Set(rounds.flatMap((calls) => calls.filter((c) => c.name === 'TodoWrite').map((c) => c.id)));
  const results = turn.messages.flatMap((m) => blocksOf(m)).filter((b) => b?.type === 'tool_result' && todoIds.has(b.tool_use_id));
  let unknown: (typeof results)[number] | undefined;
  for (const result of results) if (!unknown && (await world.knowsNoTodoWrite(result.content))) unknown = result;
  if (unknown) {
    const { requirement, ...diagnosis } = noToolNamedTodoWrite();
    fail({
      requirements: [requirement, 'MCC-EXE.1'],
      summary: "the tool_result of the turn's TodoWrite call says that no such tool is known",
      actual: unknown.content,
      diff: [],
      ...diagnosis,
    });
  }
  world.turns.push(turn);
}

// ---- finding things in what the model saw ----------------------------------------------------------------------

export function turns(world: World): Turn[] {
  if (world.turns.length === 0) throw new Error('kit error: the agent loop has not run in this scenario');
  return world.turns;
}

export function allRequests(world: World): Array<{ turn: Turn; index: number; request: Request }> {
  return turns(world).flatMap((turn) => turn.requests.map((request, index) => ({ turn, index, request })));
}

export function messagesOf(request: Request | undefined): Message[] {
  return Array.isArray(request?.messages) ? request!.messages : [];
}

/** Every text a message holds: a string content, text blocks, and the content of tool_results. */
export function textsOf(message: Message | undefined): string[] {
  const content = message?.content;
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((block: any) => {
    if (typeof block === 'string') return [block];
    if (block?.type === 'text' && typeof block.text === 'string') return [block.text];
    if (block?.type === 'tool_result') return typeof block.content === 'string' ? [block.content] : textsOf({ content: block.content });
    return [];
  });
}

export function blocksOf(message: Message | undefined): any[] {
  return Array.isArray(message?.content) ? (message!.content as any[]) : [];
}

export const hasText = (message: Message | undefined, text: string) => textsOf(message).some((t) => t.includes(text));
export const isTextBlock = (block: any, text: string) => block?.type === 'text' && block.text === text;

/** Where round k (global) is, and the messages its results added: checked to exist (the loop ran that far). */
export function round(world: World, k: number, requirements: string[]): { turn: Turn; calls: ToolUse[]; added: Message[]; request: Request } {
  const turn = turns(world).find((t) => k >= t.firstRound && k < t.firstRound + t.rounds.length);
  if (!turn) throw new Error(`kit error: no round ${k} in this scenario's script`);
  const local = k - turn.firstRound + 1; // the request after round k of this turn
  const request = turn.requests[local];
  if (!request) {
    fail({
      requirements: ['MCC-LOOP.3', ...requirements],
      summary: `the loop did not ask the model again after round ${k}: it asked ${turn.requests.length} time(s) in that turn, the script has ${turn.script.length} responses`,
      expected: `a request after the model's tool_use response of round ${k}`,
      actual: turn.requests.length,
      diff: [],
      hint: 'keep looping while stop_reason is "tool_use": append the assistant message, then the results, and ask again.',
    });
  }
  const before = messagesOf(turn.requests[local - 1]).length;
  const added = messagesOf(request).slice(before);
  const calls = turn.rounds[local - 1]!;
  // The round's results must have reached the model, or nothing said about them (a nag, its absence) means anything.
  const answered = added
    .flatMap((m) => (m.role === 'user' ? blocksOf(m) : []))
    .filter((b) => b?.type === 'tool_result')
    .map((b) => b.tool_use_id);
  if (!calls.every((c) => answered.includes(c.id))) {
    fail({
      requirements: ['MCC-LOOP.3', ...requirements],
      summary: `precondition failed: the request after round ${k} does not carry that round's tool results`,
      expected: calls.map((c) => ({ type: 'tool_result', tool_use_id: c.id, content: '…' })),
      actual: added,
      diff: [],
      hint: inTheirLanguage({
        python:
          'after running the tools: messages.append({"role": "assistant", "content": response.content}), then messages.append({"role": "user", "content": results}), and ask the model again with messages.',
        javascript:
          'after running the tools: messages.push({ role: "assistant", content: response.content }), then messages.push({ role: "user", content: results }), and ask the model again with messages.',
      }),
    });
  }
  return { turn, calls, added, request };
}

/** The user message with round k's tool_results. */
export function resultsMessage(added: Message[]): Message | undefined {
  return added.find((m) => m.role === 'user' && blocksOf(m).some((b) => b?.type === 'tool_result'));
}

export async function expectResults(world: World, k: number, blocks: any[], calls: ToolUse[]): Promise<void> {
  const ids = blocks.map((b) => (b?.type === 'tool_result' ? b.tool_use_id : `(a ${b?.type ?? typeof b} block)`));
  const wanted = calls.map((c) => c.id);
  if (isDeepStrictEqual(ids, wanted) && blocks.every((b) => typeof b.content === 'string')) return;
  // The right blocks, one without a text: its call's output is not a text (a TodoWrite's is what update returns).
  const textless = isDeepStrictEqual(ids, wanted) ? blocks.findIndex((b) => typeof b.content !== 'string') : -1;
  if (textless >= 0) {
    const call = calls[textless]!;
    const content: unknown = blocks[textless].content;
    // Whose text is missing, asked with probes: update's (it returns none), executeTool's, or the loop's (executeTool
    // alone answers a text, which the tool_result does not carry).
    const why =
      call.name === 'TodoWrite'
        ? await whyNoText(world, (call.input as { items?: unknown } | undefined)?.items, { inTheLoop: true })
        : !world.implementation.capabilities.includes('executeTool') || typeof (await executeToolAlone(world, call.name, call.input)) === 'string'
          ? toolResultsWithoutContent()
          : undefined;
    fail({
      requirements: [...new Set([...(why ? [why.requirement] : []), 'MCC-LOOP.3'])],
      summary: `the tool_result of round ${k}'s ${call.name} call ${content === undefined ? 'has no content' : `has ${whatValueIs(content)} as its content`}, not ${call.name === 'TodoWrite' ? 'the rendered text' : 'a text'}`,
      expected: { type: 'tool_result', tool_use_id: call.id, content: '…' },
      actual: blocks[textless],
      diff: [],
      ...(why ? { hint: why.hint, cause: why.cause } : { hint: `a tool_result's content is a string: what ${executeToolName()} returns for the call.` }),
    });
  }
  fail({
    requirements: ['MCC-LOOP.3'],
    summary: `the results of round ${k} are not one tool_result per tool_use block, in order, each with its id and a string content`,
    expected: wanted.map((id) => ({ type: 'tool_result', tool_use_id: id, content: '…' })),
    actual: blocks,
    diff: [],
    hint: inTheirLanguage({
      python:
        'for tc in the tool_use blocks: results.append({"type": "tool_result", "tool_use_id": tc.id, "content": output}); text blocks of the response are not tool calls.',
      javascript:
        'for each tool_use block: results.push({ type: "tool_result", tool_use_id: block.id, content: output }); text blocks of the response are not tool calls.',
    }),
  });
}
