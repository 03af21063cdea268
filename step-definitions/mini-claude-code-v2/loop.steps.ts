/**
 * The agent loop (document sections 4 and 5), driven with the kit's scripted model: the implementation's own
 * agentLoop(messages, client) runs; the client answers the scripted rounds and records every request, so the kit
 * sees exactly what the model would have seen, round by round.
 *
 * Rounds are numbered across the whole scenario. Round k's results are the messages the loop appended after the
 * model's k-th tool_use response: the difference between the request that followed it and the one before.
 */
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { isDeepStrictEqual } from 'node:util';
import { fail, formatFailure } from '../../harness/failure-report';
import { ImplementationError } from '../../harness/outcomes';
import { diagnoseMessage, diagnoseRender, requirementsFor } from './text-checks';
import {
  INITIAL_REMINDER,
  NAG_REMINDER,
  REFUSED_ITEMS,
  WORKFLOW_ITEMS,
  shorten,
  type Message,
  type MiniClaudeCodeWorld as World,
  type Request,
  type ScriptedResponse,
  type ToolUse,
  type Turn,
} from './world';

const FINAL_ANSWER = [{ type: 'text' as const, text: 'All done.' }];

// ---- building the script ---------------------------------------------------------------------------------------

function toolUse(spec: string, round: number, n: number): ToolUse {
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
function roundsOf(table: DataTable, firstRound: number): { rounds: ToolUse[][]; stop: string } {
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

function scriptOf(rounds: ToolUse[][], firstRound: number, stop: string): ScriptedResponse[] {
  const script: ScriptedResponse[] = rounds.map((calls, i) => ({
    stop_reason: 'tool_use',
    content: [{ type: 'text', text: `Round ${firstRound + i}: on it.` }, ...calls],
  }));
  script.push({ stop_reason: stop, content: FINAL_ANSWER });
  return script;
}

async function runTurn(world: World, userText: string, table: DataTable, history: Message[]): Promise<void> {
  const firstRound = world.nextRound();
  const { rounds, stop } = roundsOf(table, firstRound);
  const script = scriptOf(rounds, firstRound, stop);
  const messages = [...history, { role: 'user', content: [{ type: 'text', text: userText }] }];
  const describe = `agentLoop(${shorten(messages)}, client) with ${rounds.length} scripted tool_use round(s)`;
  let answer: { requests?: Request[]; messages?: Message[] };
  try {
    answer = (await world.implementation.request('agentLoop', { messages, script }, describe)) as typeof answer;
  } catch (error) {
    // A loop that dies on a refused TodoWrite is still a crash (errored), but the message says which rule it breaks.
    const refused = rounds.some((calls) => calls.some((c) => c.input && (c.input as { items?: unknown }).items === REFUSED_ITEMS));
    if (!(error instanceof ImplementationError) || !refused) throw error;
    const why = formatFailure({
      requirements: ['MCC-EXE.2', 'MCC-LOOP.3'],
      summary: 'the agent loop crashed in a round where the model sent a list update refuses',
      hint: 'catch the error in execute_tool and return its message as the tool_result: the model reads it and fixes its list, and the loop goes on.',
    });
    throw new ImplementationError(`${why}\n${error.message}`);
  }
  const turn: Turn = { userText, firstRound, rounds, script, requests: answer?.requests ?? [], messages: Array.isArray(answer?.messages) ? answer.messages : [] };
  world.turns.push(turn);
}

When('the user says {string} and the model answers:', async function (this: World, text: string, table: DataTable) {
  await runTurn(this, text, table, []);
});

When('the user then says {string} and the model answers:', async function (this: World, text: string, table: DataTable) {
  const previous = this.turns.at(-1);
  if (!previous) throw new Error('kit error: "the user then says" needs an earlier turn');
  if (previous.messages.length === 0) {
    fail({ requirements: ['MCC-LOOP.2'], summary: 'precondition failed: the first turn returned no conversation to continue', actual: previous.messages, diff: [] });
  }
  await runTurn(this, text, table, previous.messages);
});

// ---- finding things in what the model saw ----------------------------------------------------------------------

function turns(world: World): Turn[] {
  if (world.turns.length === 0) throw new Error('kit error: the agent loop has not run in this scenario');
  return world.turns;
}

function allRequests(world: World): Array<{ turn: Turn; index: number; request: Request }> {
  return turns(world).flatMap((turn) => turn.requests.map((request, index) => ({ turn, index, request })));
}

function messagesOf(request: Request | undefined): Message[] {
  return Array.isArray(request?.messages) ? request!.messages : [];
}

/** Every text a message holds: a string content, text blocks, and the content of tool_results. */
function textsOf(message: Message | undefined): string[] {
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

function blocksOf(message: Message | undefined): any[] {
  return Array.isArray(message?.content) ? (message!.content as any[]) : [];
}

const hasText = (message: Message | undefined, text: string) => textsOf(message).some((t) => t.includes(text));
const isTextBlock = (block: any, text: string) => block?.type === 'text' && block.text === text;

/** Where round k (global) is, and the messages its results added: checked to exist (the loop ran that far). */
function round(world: World, k: number, requirements: string[]): { turn: Turn; calls: ToolUse[]; added: Message[]; request: Request } {
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
  const answered = added.flatMap((m) => (m.role === 'user' ? blocksOf(m) : [])).filter((b) => b?.type === 'tool_result').map((b) => b.tool_use_id);
  if (!calls.every((c) => answered.includes(c.id))) {
    fail({
      requirements: ['MCC-LOOP.3', ...requirements],
      summary: `precondition failed: the request after round ${k} does not carry that round's tool results`,
      expected: calls.map((c) => ({ type: 'tool_result', tool_use_id: c.id, content: '…' })),
      actual: added,
      diff: [],
      hint: 'after running the tools: messages.append({"role": "assistant", "content": response.content}), then messages.append({"role": "user", "content": results}), and ask the model again with messages.',
    });
  }
  return { turn, calls, added, request };
}

/** The user message with round k's tool_results. */
function resultsMessage(added: Message[]): Message | undefined {
  return added.find((m) => m.role === 'user' && blocksOf(m).some((b) => b?.type === 'tool_result'));
}

// ---- the initial reminder --------------------------------------------------------------------------------------

function firstUserMessage(world: World): Message {
  const first = turns(world)[0]!;
  const request = first.requests[0];
  const message = messagesOf(request)[0];
  if (!request || message?.role !== 'user') {
    fail({
      requirements: ['MCC-LOOP.1'],
      summary: request ? 'the first request does not start with the user\'s message' : 'the loop never asked the model',
      actual: request ? messagesOf(request)[0] : first.requests,
      diff: [],
    });
  }
  return message;
}

Then('the first user message the model saw holds the text block {string}', function (this: World, text: string) {
  const message = firstUserMessage(this);
  if (blocksOf(message).some((b) => isTextBlock(b, text))) return;
  fail({
    requirements: ['MCC-RMD.1'],
    summary: hasText(message, text)
      ? 'the first user message carries the initial reminder, but not as a text block of its own'
      : 'the first user message the model saw has no initial reminder',
    expected: { type: 'text', text },
    actual: message,
    diff: [],
    hint: 'before the first request: content.append({"type": "text", "text": INITIAL_REMINDER}) to the first user message, exactly that text.',
  });
});

Then("the first user message the model saw still holds the user's text {string}", function (this: World, text: string) {
  const message = firstUserMessage(this);
  if (message.content === text || blocksOf(message).some((b) => isTextBlock(b, text))) return;
  fail({
    requirements: ['MCC-RMD.1'],
    summary: "the first user message lost the user's own text when the reminder was added",
    expected: { type: 'text', text },
    actual: message,
    diff: [],
    hint: 'add the reminder as one more block: the user\'s text stays in the message.',
  });
});

Then('the initial reminder is in the first user message only, in every request the model saw', function (this: World) {
  const seen = allRequests(this);
  const expected = turns(this).reduce((n, t) => n + t.script.length, 0);
  if (seen.length !== expected) {
    fail({ requirements: ['MCC-LOOP.3'], summary: `precondition failed: the loop asked the model ${seen.length} times; the script has ${expected} responses`, actual: seen.length, expected, diff: [] });
  }
  for (const { turn, index, request } of seen) {
    const messages = messagesOf(request);
    const firstUser = messages.findIndex((m) => m.role === 'user');
    const times = textsOf(messages[firstUser]).filter((t) => t.includes(INITIAL_REMINDER)).length;
    if (times !== 1) {
      fail({
        requirements: times === 0 ? ['MCC-RMD.1'] : ['MCC-RMD.2', 'MCC-RMD.1'],
        summary: `request ${index + 1} of the turn "${turn.userText}" has the initial reminder ${times} times in its first user message; the document adds it once`,
        actual: messages[firstUser],
        diff: [],
        hint: times > 1 ? 'a flag (first_message = False once added) keeps the reminder from being added again.' : undefined,
      });
    }
    messages.forEach((message, i) => {
      if (i === firstUser || !hasText(message, INITIAL_REMINDER)) return;
      fail({
        requirements: ['MCC-RMD.2'],
        summary: `request ${index + 1} of the turn "${turn.userText}" carries the initial reminder in message ${i + 1} too, not only in the first user message`,
        actual: message,
        diff: [],
        hint: 'the reminder is for the session\'s first message only: a flag (first_message = False once added) keeps it from coming back.',
      });
    });
  }
});

// ---- the nag ---------------------------------------------------------------------------------------------------

function parseRounds(spec: string): Set<number> {
  if (spec === 'none') return new Set();
  const [from, to] = spec.split('-').map(Number);
  const set = new Set<number>();
  for (let r = from!; r <= (to ?? from!); r += 1) set.add(r);
  return set;
}

/** The document's count after each round (global round number → count), and two wrong counts a learner keeps. */
function counts(world: World): Map<number, { doc: number; noReset: number; perTurn: number }> {
  const result = new Map<number, { doc: number; noReset: number; perTurn: number }>();
  let doc = 0;
  let noReset = 0;
  for (const turn of turns(world)) {
    let perTurn = 0;
    turn.rounds.forEach((calls, i) => {
      const todo = calls.some((c) => c.name === 'TodoWrite');
      doc = todo ? 0 : doc + 1;
      perTurn = todo ? 0 : perTurn + 1;
      noReset += 1;
      result.set(turn.firstRound + i, { doc, noReset, perTurn });
    });
  }
  return result;
}

/** Which rule a nag in the wrong round breaks: the threshold, the reset, or the count's life across turns. */
function diagnoseNag(world: World, missing: number[], extra: number[]): { requirement: string; hint: string } {
  const count = counts(world);
  const early = extra.map((k) => count.get(k)!);
  const late = missing.map((k) => count.get(k)!);
  if (early.some((c) => c.doc === 10)) {
    return { requirement: 'MCC-RMD.5', hint: 'the nag comes when MORE than 10 rounds in a row had no TodoWrite (rounds_without_todo > 10): not at the 10th.' };
  }
  if (early.some((c) => c.doc < 10)) {
    return { requirement: 'MCC-RMD.4', hint: 'a round with any TodoWrite call, even one update refused, resets rounds_without_todo to 0 (if tc.name == "TodoWrite": used_todo = True).' };
  }
  if (late.some((c) => c.perTurn <= 10)) {
    return { requirement: 'MCC-RMD.7', hint: 'the count belongs to the session (a module global in the document): do not start it again when agent_loop is called for the next user turn.' };
  }
  return {
    requirement: 'MCC-RMD.5',
    hint: `each round while rounds_without_todo > 10, insert {"type": "text", "text": ${JSON.stringify(NAG_REMINDER)}} into that round's results.`,
  };
}

Then('the nag is in the results of rounds {string} and no others', function (this: World, spec: string) {
  const expected = parseRounds(spec);
  const last = this.nextRound() - 1;
  const nagged: number[] = [];
  const missing: number[] = [];
  for (let k = 1; k <= last; k += 1) {
    const { added } = round(this, k, ['MCC-RMD.5']);
    const has = added.some((m) => hasText(m, NAG_REMINDER));
    if (has) nagged.push(k);
    if (expected.has(k) && !has) missing.push(k);
  }
  const extra = nagged.filter((k) => !expected.has(k));
  if (missing.length === 0 && extra.length === 0) return;
  const { requirement, hint } = diagnoseNag(this, missing, extra);
  fail({
    requirements: requirementsFor('', this.requirements, requirement),
    summary:
      missing.length > 0
        ? `no nag in the results of round(s) ${missing.join(', ')}`
        : `the nag came in the results of round(s) ${extra.join(', ')}, where the document has none`,
    expected: spec === 'none' ? 'no nag in any round' : `the nag in the results of rounds ${spec} only`,
    actual: nagged.length > 0 ? `the nag in the results of rounds ${nagged.join(', ')}` : 'no nag in any round',
    diff: [],
    hint,
  });
});

Then('the results of round {int} are the nag, then a tool_result for each call of round {int}, in order', function (this: World, k: number, k2: number) {
  if (k !== k2) throw new Error('kit error: one round per step');
  const { added, calls } = round(this, k, ['MCC-RMD.5']);
  const userMessages = added.filter((m) => m.role === 'user');
  if (userMessages.length !== 1) {
    fail({
      requirements: ['MCC-RMD.6'],
      summary: `round ${k} added ${userMessages.length} user messages: the nag must go inside the message of the round's tool results, never in a message of its own`,
      actual: added,
      diff: [],
      hint: 'results.insert(0, {"type": "text", "text": NAG_REMINDER}) before messages.append({"role": "user", "content": results}): two user messages in a row break the API\'s alternation.',
    });
  }
  const blocks = blocksOf(userMessages[0]);
  if (!isTextBlock(blocks[0], NAG_REMINDER)) {
    fail({
      requirements: ['MCC-RMD.5', 'MCC-RMD.3'],
      summary: `the results of round ${k} do not start with the nag`,
      expected: { type: 'text', text: NAG_REMINDER },
      actual: blocks,
      diff: [],
      hint: 'the nag goes FIRST (results.insert(0, ...)), so that the model sees it before the tool output.',
    });
  }
  expectResults(k, blocks.slice(1), calls);
});

function expectResults(k: number, blocks: any[], calls: ToolUse[]): void {
  const ids = blocks.map((b) => (b?.type === 'tool_result' ? b.tool_use_id : `(a ${b?.type ?? typeof b} block)`));
  const wanted = calls.map((c) => c.id);
  if (isDeepStrictEqual(ids, wanted) && blocks.every((b) => typeof b.content === 'string')) return;
  fail({
    requirements: ['MCC-LOOP.3'],
    summary: `the results of round ${k} are not one tool_result per tool_use block, in order, each with its id and a string content`,
    expected: wanted.map((id) => ({ type: 'tool_result', tool_use_id: id, content: '…' })),
    actual: blocks,
    diff: [],
    hint: 'for tc in the tool_use blocks: results.append({"type": "tool_result", "tool_use_id": tc.id, "content": output}); text blocks of the response are not tool calls.',
  });
}

Then('the results of round {int} are a tool_result for each call of round {int}, in order', function (this: World, k: number, k2: number) {
  if (k !== k2) throw new Error('kit error: one round per step');
  const { added, calls } = round(this, k, ['MCC-LOOP.3']);
  const message = resultsMessage(added) ?? added.find((m) => m.role === 'user');
  expectResults(k, blocksOf(message), calls);
});

Then('in every request the model saw, user and assistant alternate, starting with the user', function (this: World) {
  for (const { turn, index, request } of allRequests(this)) {
    const roles = messagesOf(request).map((m) => m.role);
    const bad = roles.findIndex((role, i) => role !== (i % 2 === 0 ? 'user' : 'assistant'));
    if (bad === -1) continue;
    fail({
      requirements: ['MCC-RMD.6', 'MCC-LOOP.3'],
      summary: `request ${index + 1} of the turn "${turn.userText}" breaks the alternation of user and assistant at message ${bad + 1}`,
      expected: 'user, assistant, user, assistant, …',
      actual: roles,
      diff: [],
      hint: 'a reminder goes inside an existing user message, never in a message of its own.',
    });
  }
});

// ---- the loop itself -------------------------------------------------------------------------------------------

Then('the model was asked {int} time(s)', function (this: World, count: number) {
  const asked = allRequests(this).length;
  if (asked === count) return;
  fail({
    requirements: this.requirements.filter((r) => r.startsWith('MCC-LOOP')).concat(this.requirements.filter((r) => !r.startsWith('MCC-LOOP'))),
    summary: `the loop asked the model ${asked} time(s); the script needs ${count}`,
    expected: count,
    actual: asked,
    diff: [],
    hint: asked < count ? 'keep asking while stop_reason is "tool_use".' : 'stop as soon as stop_reason is not "tool_use".',
  });
});

function finalMessages(world: World): Message[] {
  return turns(world).at(-1)!.messages;
}

Then("the conversation after the loop is the user's message, then the model's final answer", function (this: World) {
  const messages = finalMessages(this);
  const turn = turns(this).at(-1)!;
  const expected = [{ role: 'user' }, { role: 'assistant', content: FINAL_ANSWER }];
  if (messages.length === 2 && messages[0]?.role === 'user' && hasText(messages[0], turn.userText) && isDeepStrictEqual(messages[1], expected[1])) return;
  fail({
    requirements: ['MCC-LOOP.2'],
    summary: "the conversation after the loop is not the user's message and then the model's final answer",
    expected,
    actual: messages,
    diff: [],
    hint: 'when stop_reason is not "tool_use": messages.append({"role": "assistant", "content": response.content}) and return messages.',
  });
});

Then("the conversation after the loop ends with the model's final answer", function (this: World) {
  const messages = finalMessages(this);
  const expected = { role: 'assistant', content: FINAL_ANSWER };
  if (isDeepStrictEqual(messages.at(-1), expected)) return;
  fail({ requirements: ['MCC-LOOP.2'], summary: "the conversation after the loop does not end with the model's final answer", expected, actual: messages.at(-1) });
});

Then('the conversation after the loop has {int} messages, alternating user and assistant', function (this: World, count: number) {
  const roles = finalMessages(this).map((m) => m.role);
  const alternating = roles.every((role, i) => role === (i % 2 === 0 ? 'user' : 'assistant'));
  if (roles.length === count && alternating) return;
  fail({
    requirements: ['MCC-LOOP.3', 'MCC-LOOP.2'],
    summary: `the conversation after the loop has ${roles.length} messages${alternating ? '' : ' that do not alternate'}; the document's loop gives ${count}, alternating`,
    expected: `${count} messages: user, assistant, …`,
    actual: roles,
    diff: [],
    hint: 'each round appends the assistant message (response.content), then ONE user message with the results.',
  });
});

Then('every request offers the tools, TodoWrite among them', function (this: World) {
  for (const { index, request } of allRequests(this)) {
    const tools = request.tools;
    if (Array.isArray(tools) && tools.some((t: any) => t?.name === 'TodoWrite' && t.input_schema)) continue;
    fail({
      requirements: ['MCC-LOOP.1'],
      summary: `request ${index + 1} does not offer the TodoWrite tool`,
      expected: 'tools: [..., { name: "TodoWrite", description, input_schema }, ...]',
      actual: Array.isArray(tools) ? tools.map((t: any) => t?.name) : tools,
      diff: [],
      hint: 'client.messages.create(model=..., system=..., messages=messages, tools=TOOLS, max_tokens=8000).',
    });
  }
});

Then("every request sends the whole conversation so far, each round's assistant message as the model gave it", function (this: World) {
  for (const turn of turns(this)) {
    turn.requests.forEach((request, i) => {
      const messages = messagesOf(request);
      if (i === 0) {
        if (messages.length >= 1 && hasText(messages.at(-1), turn.userText)) return;
        fail({ requirements: ['MCC-LOOP.1'], summary: "the first request does not end with the user's message", actual: messages, diff: [] });
      }
      const previous = messagesOf(turn.requests[i - 1]);
      const kept = isDeepStrictEqual(messages.slice(0, previous.length), previous);
      const assistant = messages[previous.length];
      const given = turn.script[i - 1]!.content;
      if (kept && assistant?.role === 'assistant' && isDeepStrictEqual(assistant.content, given) && messages.length === previous.length + 2) return;
      fail({
        requirements: ['MCC-LOOP.1', 'MCC-LOOP.3'],
        summary: `request ${i + 1} does not send the conversation so far: the request before it, then the model's round ${turn.firstRound + i - 1} as given, then its results`,
        expected: [...previous.map(() => '…'), { role: 'assistant', content: given }, { role: 'user', content: '[the results]' }],
        actual: messages,
        diff: [],
        hint: 'append {"role": "assistant", "content": response.content} unchanged (text and tool_use blocks alike), then the results: the model needs its own tool_use blocks to match the tool_results.',
      });
    });
  }
});

function todoResult(world: World, k: number): unknown {
  const { added, calls } = round(world, k, ['MCC-EXE.1']);
  const call = calls.find((c) => c.name === 'TodoWrite');
  if (!call) throw new Error(`kit error: round ${k} has no TodoWrite call`);
  const block = added.flatMap((m) => blocksOf(m)).find((b) => b?.type === 'tool_result' && b.tool_use_id === call.id);
  if (!block) {
    fail({
      requirements: ['MCC-LOOP.3', 'MCC-EXE.1'],
      summary: `round ${k} has no tool_result for the TodoWrite call ${call.id}`,
      actual: added,
      diff: [],
    });
  }
  return block.content;
}

Then('the result of the TodoWrite call of round {int} is:', function (this: World, k: number, text: string) {
  const content = todoResult(this, k);
  if (content === text) return;
  const { requirement, hint } = typeof content === 'string' ? diagnoseRender(text, content) : {};
  fail({
    requirements: requirementsFor('', ['MCC-EXE.1', ...this.requirements], requirement),
    summary: `the tool_result of round ${k}'s TodoWrite call is not the rendered list`,
    expected: text,
    actual: content,
    hint: hint ?? 'the content is what update returns: TODO.update(args["items"]), the rendered list.',
  });
});

Then('the result of the TodoWrite call of round {int} contains {string}', function (this: World, k: number, message: string) {
  const content = todoResult(this, k);
  if (typeof content === 'string' && content.includes(message)) return;
  const { requirement, hint } =
    content === 'No todos.'
      ? { requirement: 'MCC-EXE.1', hint: 'TodoWrite\'s input is {"items": [...]} (not "todos"): pass input["items"] to update.' }
      : typeof content === 'string'
        ? diagnoseMessage(message, content)
        : {};
  fail({
    requirements: requirementsFor(message, ['MCC-EXE.2'], requirement),
    summary: `the tool_result of round ${k}'s refused TodoWrite call does not carry the error's message`,
    expected: `a content that contains "${message}"`,
    actual: content,
    diff: [],
    hint: hint ?? 'catch the error in execute_tool and return its message: the model reads it and fixes its list.',
  });
});
