/**
 * The agent loop (document section 5), driven with the kit's scripted model: the implementation's own
 * agentLoop(messages, client) runs; the client answers the scripted rounds and records every request, so the kit
 * sees exactly what the model would have seen, round by round (conversation.ts builds the script and reads it back).
 */
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { isDeepStrictEqual } from 'node:util';
import { foreignDefinitionFormat } from '../../harness/definition-format';
import { fail } from '../../harness/failure-report';
import { FINAL_ANSWER, allRequests, blocksOf, expectResults, hasText, messagesOf, resultsMessage, round, runTurn, turns } from './conversation';
import { diagnoseAnswer, diagnoseRender, requirementsFor, type Diagnosis } from './text-checks';
import type { Message, MiniClaudeCodeWorld as World } from './world';
import { catchInExecuteTool, inputSchemaMissing, inTheirLanguage, noToolNamedTodoWrite } from './hints';
import {
  answeredUndefined,
  executeToolAlone,
  isUndefinedAnswer,
  messageDroppedByExecuteTool,
  raisedByUpdate,
  toolResultsWithoutContent,
  whyNoText,
} from './field-probe';
import { whyTheEmptyList } from './empty-list';

// ---- a turn: the user speaks, the loop runs until the model stops using tools ------------------------------------

When('the user says {string} and the model answers:', async function (this: World, text: string, table: DataTable) {
  await runTurn(this, text, table, []);
});

When('the user then says {string} and the model answers:', async function (this: World, text: string, table: DataTable) {
  const previous = this.turns.at(-1);
  if (!previous) throw new Error('kit error: "the user then says" needs an earlier turn');
  if (previous.messages.length === 0) {
    fail({
      requirements: ['MCC-LOOP.2'],
      summary: 'precondition failed: the first turn returned no conversation to continue',
      actual: previous.messages,
      diff: [],
    });
  }
  await runTurn(this, text, table, previous.messages);
});

Then('the results of round {int} are a tool_result for each call of round {int}, in order', async function (this: World, k: number, k2: number) {
  if (k !== k2) throw new Error('kit error: one round per step');
  const { added, calls } = round(this, k, ['MCC-LOOP.3']);
  const message = resultsMessage(added) ?? added.find((m) => m.role === 'user');
  await expectResults(this, k, blocksOf(message), calls);
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
    hint: inTheirLanguage({
      python: 'when stop_reason is not "tool_use": messages.append({"role": "assistant", "content": response.content}) and return messages.',
      javascript: 'when stop_reason is not "tool_use": messages.push({ role: "assistant", content: response.content }) and return messages.',
    }),
  });
});

Then("the conversation after the loop ends with the model's final answer", function (this: World) {
  const messages = finalMessages(this);
  const expected = { role: 'assistant', content: FINAL_ANSWER };
  if (isDeepStrictEqual(messages.at(-1), expected)) return;
  fail({
    requirements: ['MCC-LOOP.2'],
    summary: "the conversation after the loop does not end with the model's final answer",
    expected,
    actual: messages.at(-1),
  });
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
    const format = Array.isArray(tools) ? foreignDefinitionFormat(tools, 'TodoWrite') : undefined;
    // Tools offered, none named TodoWrite (a lesson's "todo"): the tool's name, as TOOLS shows it too (MCC-DEF.1).
    const misnamed =
      !format && Array.isArray(tools) && tools.length > 0 && !tools.some((t: any) => t?.name === 'TodoWrite') ? noToolNamedTodoWrite() : undefined;
    // TodoWrite offered without input_schema: the definition's mistake, as TOOLS shows it (MCC-DEF.1).
    const named = Array.isArray(tools) ? tools.find((t: any) => t?.name === 'TodoWrite') : undefined;
    if (!format && named && typeof named === 'object' && (named as { input_schema?: unknown }).input_schema == null) {
      fail({
        requirements: ['MCC-LOOP.1', 'MCC-DEF.1'],
        summary: 'the definition of TodoWrite has no input_schema',
        actual: Object.keys(named),
        diff: [],
        ...inputSchemaMissing(named),
      });
    }
    fail({
      requirements: misnamed ? ['MCC-LOOP.1', misnamed.requirement] : ['MCC-LOOP.1'],
      summary: `request ${index + 1} does not offer the TodoWrite tool`,
      expected: 'tools: [..., { name: "TodoWrite", description, input_schema }, ...]',
      actual: Array.isArray(tools) ? tools.map((t: any) => t?.name) : tools,
      diff: [],
      hint:
        format ??
        misnamed?.hint ??
        inTheirLanguage({
          python: 'client.messages.create(model=..., system=..., messages=messages, tools=TOOLS, max_tokens=8000).',
          javascript: 'await client.messages.create({ model, system, messages, tools: TOOLS, max_tokens: 8000 }).',
        }),
      ...(format && { cause: 'tool-definitions-in-another-format' }), // as TOOLS itself shows it (MCC-DEF.1)
      ...(misnamed && { cause: misnamed.cause }),
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
        hint: `append ${inTheirLanguage({ python: '{"role": "assistant", "content": response.content}', javascript: '{ role: "assistant", content: response.content }' })} unchanged (text and tool_use blocks alike), then the results: the model needs its own tool_use blocks to match the tool_results.`,
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

/** The items of round k's TodoWrite call, as the kit's model sent them. */
function todoItems(world: World, k: number): unknown {
  const { calls } = round(world, k, ['MCC-EXE.1']);
  return (calls.find((c) => c.name === 'TodoWrite')?.input as { items?: unknown } | undefined)?.items;
}

/**
 * A refused TodoWrite whose tool_result carries no text: executeTool asked alone the same items. A text there (or no
 * executeTool exported): the loop does not pass it on as the content. Else executeTool's answer to the refusal is no
 * text: one cause with the same answer met through executeTool itself (the catch that returns the message).
 */
async function refusalNotText(world: World, items: unknown, message: string): Promise<Diagnosis> {
  const alone = world.implementation.capabilities.includes('executeTool') ? await executeToolAlone(world, 'TodoWrite', { items }) : '';
  if (typeof alone === 'string') return toolResultsWithoutContent();
  if (isUndefinedAnswer(alone)) return { requirement: 'MCC-EXE.2', ...answeredUndefined(message) };
  return (
    messageDroppedByExecuteTool(await raisedByUpdate(world, items), message) ?? {
      requirement: 'MCC-EXE.2',
      hint: catchInExecuteTool(`it must come back as a text that carries "${message}".`),
    }
  );
}

Then('the result of the TodoWrite call of round {int} is:', async function (this: World, k: number, text: string) {
  const content = todoResult(this, k);
  if (content === text) return;
  const { requirement, hint, cause }: Diagnosis =
    typeof content === 'string' ? diagnoseRender(text, content) : await whyNoText(this, todoItems(this, k), { inTheLoop: true });
  fail({
    requirements: requirementsFor('', ['MCC-EXE.1', ...this.requirements], requirement),
    summary: `the tool_result of round ${k}'s TodoWrite call is not the rendered list`,
    expected: text,
    actual: content,
    hint:
      hint ??
      `the content is what update returns: ${inTheirLanguage({ python: 'TODO.update(args["items"])', javascript: 'TODO.update(input.items)' })}, the rendered list.`,
    cause,
  });
});

Then('the result of the TodoWrite call of round {int} contains {string}', async function (this: World, k: number, message: string) {
  const content = todoResult(this, k);
  if (typeof content === 'string' && content.includes(message)) return;
  const items = todoItems(this, k);
  const { requirement, hint, cause }: Diagnosis =
    content === 'No todos.'
      ? await whyTheEmptyList(this)
      : typeof content !== 'string'
        ? await refusalNotText(this, items, message)
        : await (async () => {
            const raised = await raisedByUpdate(this, items);
            return messageDroppedByExecuteTool(raised, message) ?? diagnoseAnswer(message, content, raised);
          })();
  fail({
    requirements: requirementsFor(message, ['MCC-EXE.2'], requirement),
    summary: `the tool_result of round ${k}'s refused TodoWrite call does not carry the error's message`,
    expected: `a content that contains "${message}"`,
    actual: content,
    diff: [],
    hint: hint ?? catchInExecuteTool('the model reads it and fixes its list.'),
    cause,
  });
});
