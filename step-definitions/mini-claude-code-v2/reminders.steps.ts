/**
 * The two reminders (document sections 4 and 5), judged in what the model saw: the initial reminder in the
 * session's first user message only, and the nag first in a round's results once more than 10 rounds in a row had
 * no TodoWrite call, inside the results message (user and assistant keep alternating).
 */
import { Then } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { allRequests, blocksOf, expectResults, hasText, isTextBlock, messagesOf, round, textsOf, turns } from './conversation';
import { requirementsFor } from './text-checks';
import { INITIAL_REMINDER, NAG_REMINDER, type Message, type MiniClaudeCodeWorld as World } from './world';
import { firstMessageFlag, inTheirLanguage, nagFirst, roundsCounter } from './hints';

// ---- the initial reminder --------------------------------------------------------------------------------------

function firstUserMessage(world: World): Message {
  const first = turns(world)[0]!;
  const request = first.requests[0];
  const message = messagesOf(request)[0];
  if (!request || message?.role !== 'user') {
    fail({
      requirements: ['MCC-LOOP.1'],
      summary: request ? "the first request does not start with the user's message" : 'the loop never asked the model',
      actual: request ? messagesOf(request)[0] : first.requests,
      diff: [],
    });
  }
  return message;
}

/**
 * A reminder in words of its own in a turn's first user message: a text of it that is not the user's and reads as a
 * reminder (a <reminder> tag, with attributes or none; TodoWrite or the todo tool named). One mistake wherever a
 * scenario looks for the document's reminder there, with one advice; undefined when there is none.
 */
function initialReminderReworded(message: Message | undefined, userText: string): { hint: string; cause: string } | undefined {
  // (A text that holds the document's reminder word for word is that reminder, placed wrong: not words of its own.)
  const own = textsOf(message).find((text) => text !== userText && !text.includes(INITIAL_REMINDER) && /<reminder\b|\bTodo ?Write\b|\btodo tool\b/i.test(text));
  if (own === undefined) return undefined;
  return {
    hint: `the first user message carries a reminder in words of its own (${JSON.stringify(own.slice(0, 120))}): the document's is exactly ${JSON.stringify(INITIAL_REMINDER)}.`,
    cause: 'initial-reminder-own-words',
  };
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
    ...(initialReminderReworded(message, turns(this)[0]!.userText) ?? {
      hint: `before the first request: ${inTheirLanguage({ python: 'content.append({"type": "text", "text": INITIAL_REMINDER})', javascript: 'content.push({ type: "text", text: INITIAL_REMINDER })' })} to the first user message, exactly that text.`,
    }),
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
    hint: "add the reminder as one more block: the user's text stays in the message.",
  });
});

Then('the initial reminder is in the first user message only, in every request the model saw', function (this: World) {
  const seen = allRequests(this);
  const expected = turns(this).reduce((n, t) => n + t.script.length, 0);
  if (seen.length !== expected) {
    fail({
      requirements: ['MCC-LOOP.3'],
      summary: `precondition failed: the loop asked the model ${seen.length} times; the script has ${expected} responses`,
      actual: seen.length,
      expected,
      diff: [],
    });
  }
  for (const { turn, index, request } of seen) {
    const messages = messagesOf(request);
    const firstUser = messages.findIndex((m) => m.role === 'user');
    const times = textsOf(messages[firstUser]).filter((t) => t.includes(INITIAL_REMINDER)).length;
    if (times !== 1) {
      const reworded = times === 0 ? initialReminderReworded(messages[firstUser], turn.userText) : undefined;
      fail({
        requirements: times === 0 ? ['MCC-RMD.1'] : ['MCC-RMD.2', 'MCC-RMD.1'],
        summary: `request ${index + 1} of the turn "${turn.userText}" has the initial reminder ${times} times in its first user message; the document adds it once`,
        actual: messages[firstUser],
        diff: [],
        hint:
          reworded?.hint ??
          (times > 1
            ? `a flag (${firstMessageFlag()}) keeps the reminder from being added again.`
            : turn === turns(this)[0] && index === 0
              ? `the session's first request carries no initial reminder: add it to the first user message of every new session. Where other scenarios have it, the flag did not start over with this session (${inTheirLanguage({ python: 'first_message = True', javascript: 'firstMessage = true' })} again on "reset", which the kit sends to a program over the line protocol before every scenario).`
              : undefined),
        cause: reworded?.cause,
      });
    }
    messages.forEach((message, i) => {
      if (i === firstUser || !hasText(message, INITIAL_REMINDER)) return;
      fail({
        requirements: ['MCC-RMD.2'],
        summary: `request ${index + 1} of the turn "${turn.userText}" carries the initial reminder in message ${i + 1} too, not only in the first user message`,
        actual: message,
        diff: [],
        hint: `the reminder is for the session's first message only: a flag (${firstMessageFlag()}) keeps it from coming back.`,
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

/**
 * The document's count after each round (global round number → count), two wrong counts a learner keeps, and the
 * tool calls of any name made so far in the scenario (the highest count any way of counting within it reaches).
 */
function counts(world: World): Map<number, { doc: number; noReset: number; perTurn: number; calls: number }> {
  const result = new Map<number, { doc: number; noReset: number; perTurn: number; calls: number }>();
  let doc = 0;
  let noReset = 0;
  let callsSoFar = 0;
  for (const turn of turns(world)) {
    let perTurn = 0;
    turn.rounds.forEach((calls, i) => {
      const todo = calls.some((c) => c.name === 'TodoWrite');
      doc = todo ? 0 : doc + 1;
      perTurn = todo ? 0 : perTurn + 1;
      noReset += 1;
      callsSoFar += calls.length;
      result.set(turn.firstRound + i, { doc, noReset, perTurn, calls: callsSoFar });
    });
  }
  return result;
}

/**
 * Which rule a nag in the wrong round breaks: the threshold, the reset, the count's life across turns, or its place
 * (the nag is in the conversation, but in no round's results: the next user message, say).
 */
function diagnoseNag(world: World, missing: number[], extra: number[], nagged: number[]): { requirement: string; hint: string } {
  const count = counts(world);
  const elsewhere = nagged.length === 0 && nagOutsideResults(world);
  if (elsewhere) {
    return {
      requirement: 'MCC-RMD.5',
      hint: nagElsewhereHint(),
    };
  }
  const early = extra.map((k) => count.get(k)!);
  const late = missing.map((k) => count.get(k)!);
  // A nag before the scenario made 10 tool calls of any kind: no way of counting within this session reaches 10
  // (not the threshold, not the calls, not a missing reset), so the count began above 0: left over from the scenario
  // before, in a program whose reset (a new session) does not start the module's state over.
  const carried = extra.find((k) => count.get(k)!.calls < 10);
  if (carried !== undefined) {
    return {
      requirement: 'MCC-RMD.7',
      hint: `the nag came in round ${carried}, before this session had made 10 tool calls: ${roundsCounter()} did not start at 0, it kept the count of the session before. A new session starts the module's state over (${inTheirLanguage({ python: 'rounds_without_todo = 0, first_message = True, a new TODO', javascript: 'roundsWithoutTodo = 0, firstMessage = true, a new TODO' })}): a program over the line protocol does it on "reset", which the kit sends before every scenario.`,
    };
  }
  if (early.some((c) => c.doc === 10)) {
    return { requirement: 'MCC-RMD.5', hint: `the nag comes when MORE than 10 rounds in a row had no TodoWrite (${roundsCounter()} > 10): not at the 10th.` };
  }
  // An early nag in a conversation whose rounds make several calls, none of them TodoWrite: the calls counted, not the rounds.
  const severalCalls = turns(world).some((turn) => turn.rounds.some((calls) => calls.length > 1 && calls.every((c) => c.name !== 'TodoWrite')));
  if (early.some((c) => c.doc < 10) && severalCalls) {
    return {
      requirement: 'MCC-RMD.4',
      hint: `the count is of rounds: one more for each round without TodoWrite (${roundsCounter()} += 1 after the round's calls), however many tool calls the round made.`,
    };
  }
  if (early.some((c) => c.doc < 10)) {
    return {
      requirement: 'MCC-RMD.4',
      hint: inTheirLanguage({
        python: 'a round with any TodoWrite call, even one update refused, resets rounds_without_todo to 0 (if tc.name == "TodoWrite": used_todo = True).',
        javascript:
          'a round with any TodoWrite call, even one update refused, resets roundsWithoutTodo to 0 (if (block.name === "TodoWrite") usedTodo = true).',
      }),
    };
  }
  if (late.some((c) => c.perTurn <= 10)) {
    const perTurn = `the count belongs to the session (a module global in the document): do not start it again when ${inTheirLanguage({ python: 'agent_loop', javascript: 'agentLoop' })} is called for the next user turn.`;
    // No nag in any round of this conversation: a count that starts again, or a nag that never goes into a round's
    // results. This scenario alone cannot tell which; the scenarios of MCC-RMD.5 can.
    return {
      requirement: 'MCC-RMD.7',
      hint:
        nagged.length > 0
          ? perTurn
          : `no round of this conversation has the nag in its results. Either ${perTurn} Or the nag never goes into a round's results: then the scenarios of MCC-RMD.5 fail too, and that is the one to fix.`,
    };
  }
  return { requirement: 'MCC-RMD.5', hint: nagInResultsHint() };
}

/** A round's results without the nag (FailureDetails.cause): one cause, whichever scenario met it. */
const NAG_MISSING = 'nag-missing';
/**
 * The nag in rounds where the document has none, and in none where it has one: one cause for one diagnosis (the
 * cause key keeps the hint), however the scenarios' expected rounds differ ("no nag" against "rounds 11-12 only").
 */
const NAG_WHERE_NONE = 'nag-where-none';

/** A reminder of the implementation's own words in a round's results, in place of the nag or before it is due. */
const NAG_IN_OWN_WORDS = 'nag-in-own-words';

function nagInOwnWordsHint(): string {
  return `a round's results are its tool_results; the one text the document adds is the nag, word for word (${JSON.stringify(NAG_REMINDER)}), first, in each round while ${roundsCounter()} > 10: not a reminder of your own words, nor one before the 11th round.`;
}

/** What to do when a round's results lack the nag: the same words wherever the kit sees it. */
/** Whether the nag is in a message of the conversation that carries no round's results (the next user message, the assistant's). */
function nagOutsideResults(world: World): boolean {
  return allRequests(world).some(({ request }) => messagesOf(request).some((m) => !carriesResults(m) && hasText(m, NAG_REMINDER)));
}

/** The nag in the conversation, but in no round's results (the next user message, the assistant's): one hint wherever met. */
function nagElsewhereHint(): string {
  return `the nag is in the conversation, but in no round's tool results: it goes FIRST into the results of the round that earned it (${nagFirst()}), not into another message (the next user message, the assistant's).`;
}

function nagInResultsHint(): string {
  return `each round while ${roundsCounter()} > 10, insert ${inTheirLanguage({ python: '{"type": "text", "text": NAG_REMINDER}', javascript: '{ type: "text", text: NAG_REMINDER }' })} (${JSON.stringify(NAG_REMINDER)}) into that round's results.`;
}

/**
 * The texts of round k's results that are neither a tool_result nor one of the document's two reminders: a reminder
 * in words of the implementation's own ("<reminder>Update your todos.</reminder>"), which the document never puts
 * there. The nag is matched word for word, so such a text is no nag: said, not passed over.
 */
function textsOfItsOwn(added: Message[]): string[] {
  const users = added.filter((m) => m.role === 'user');
  const texts = users
    .flatMap((m) =>
      typeof m.content === 'string'
        ? [m.content]
        : blocksOf(m)
            .filter((b) => b?.type === 'text')
            .map((b) => String(b.text)),
    )
    .filter((text) => !text.includes(NAG_REMINDER) && !text.includes(INITIAL_REMINDER));
  // A reminder put inside a tool_result, after the tool's output: the document's tool_result is the output alone.
  const inResults = users
    .flatMap((m) => blocksOf(m).filter((b) => b?.type === 'tool_result'))
    .flatMap((b) => textsOf({ role: 'user', content: [b] }))
    .flatMap((text) => text.match(/<reminder>[\s\S]*?<\/reminder>/g) ?? [])
    .filter((reminder) => reminder !== NAG_REMINDER && reminder !== INITIAL_REMINDER);
  return [...texts, ...inResults];
}

/** Rounds as a short list: "3-10" for a run of them, "3, 5" otherwise. */
function roundList(rounds: number[]): string {
  const run = rounds.length > 2 && rounds.every((k, i) => i === 0 || k === rounds[i - 1]! + 1);
  return run ? `${rounds[0]}-${rounds[rounds.length - 1]}` : rounds.join(', ');
}

Then('the nag is in the results of rounds {string} and no others', function (this: World, spec: string) {
  const expected = parseRounds(spec);
  const last = this.nextRound() - 1;
  const nagged: number[] = [];
  const missing: number[] = [];
  const ownWords = new Map<number, string>(); // round → the first text of its own words in its results
  const apart: number[] = []; // rounds whose nag is a message of its own, not in the results
  for (let k = 1; k <= last; k += 1) {
    const { added } = round(this, k, ['MCC-RMD.5']);
    // In the message that carries the round's tool results (MCC-RMD.6), not in one of its own beside it.
    const has = added.some((m) => carriesResults(m) && hasText(m, NAG_REMINDER));
    if (!has && added.some((m) => m.role === 'user' && !carriesResults(m) && hasText(m, NAG_REMINDER))) apart.push(k);
    if (has) nagged.push(k);
    if (expected.has(k) && !has && !apart.includes(k)) missing.push(k);
    const own = textsOfItsOwn(added)[0];
    if (own !== undefined) ownWords.set(k, own);
  }
  const extra = [...nagged, ...apart].filter((k) => !expected.has(k));
  if (apart.length > 0 && missing.length === 0 && extra.length === 0) {
    // Due in the right rounds, and sent as a message of its own: MCC07-04's mistake, said as it says it.
    fail({
      requirements: requirementsFor('', this.requirements, 'MCC-RMD.6'),
      summary: `the nag of round(s) ${roundList(apart)} is a user message of its own beside the round's results: it must go inside the message of the round's tool results`,
      expected: `the nag in the results of rounds ${spec} only`,
      actual: `the nag in a user message of its own beside the results of round(s) ${roundList(apart)}`,
      diff: [],
      hint: nagApartHint(),
      cause: NAG_APART,
    });
  }
  const ownRounds = [...ownWords.keys()];
  const ownSaid =
    ownRounds.length > 0 ? `the results of round(s) ${roundList(ownRounds)} carry a text of their own, ${JSON.stringify(ownWords.get(ownRounds[0]!))}` : '';
  if (missing.length === 0 && extra.length === 0) {
    if (ownRounds.length === 0) return;
    // Not the nag, but a reminder all the same, in a round whose results the document makes its tool_results alone.
    fail({
      requirements: requirementsFor('', this.requirements, 'MCC-RMD.5'),
      summary: `${ownSaid}, where the document puts nothing but the round's tool_results${expected.size > 0 ? ' and its nag' : ''}`,
      expected: spec === 'none' ? "no nag in any round, and no other text in a round's results" : `the nag in the results of rounds ${spec} only`,
      actual: ownSaid,
      diff: [],
      hint: nagInOwnWordsHint(),
      cause: NAG_IN_OWN_WORDS,
    });
  }
  const inOwnWords = missing.length > 0 && missing.some((k) => ownWords.has(k));
  const { requirement, hint } = inOwnWords ? { requirement: 'MCC-RMD.5', hint: nagInOwnWordsHint() } : diagnoseNag(this, missing, extra, nagged);
  fail({
    requirements: requirementsFor('', this.requirements, requirement),
    summary:
      missing.length > 0
        ? `no nag in the results of round(s) ${missing.join(', ')}${inOwnWords ? ': a text of their own instead' : ''}`
        : `the nag came in the results of round(s) ${extra.join(', ')}, where the document has none`,
    expected: spec === 'none' ? 'no nag in any round' : `the nag in the results of rounds ${spec} only`,
    actual: [nagged.length > 0 ? `the nag in the results of rounds ${nagged.join(', ')}` : 'no nag in any round', ownSaid].filter(Boolean).join('; '),
    diff: [],
    hint,
    // A round without the nag: the same mistake in every scenario that meets it (MCC07-04 says it so too).
    cause: inOwnWords ? NAG_IN_OWN_WORDS : missing.length > 0 ? NAG_MISSING : NAG_WHERE_NONE,
  });
});

Then('no message the user typed carries the nag, in any request the model saw', function (this: World) {
  for (const { turn, index, request } of allRequests(this)) {
    messagesOf(request).forEach((message, i) => {
      // A message the user typed: text of its own, no tool_result (a round's results are the loop's message; a nag
      // alone is a message of its own, which the scenarios of MCC-RMD.6 judge).
      const typed =
        message.role === 'user' &&
        !blocksOf(message).some((block) => block?.type === 'tool_result') &&
        textsOf(message).some((text) => !text.includes(NAG_REMINDER) && !text.includes(INITIAL_REMINDER));
      if (!typed || !hasText(message, NAG_REMINDER)) return;
      fail({
        requirements: ['MCC-RMD.5', 'MCC-RMD.6'],
        summary: `request ${index + 1} of the turn "${turn.userText}" carries the nag in message ${i + 1}, a message the user typed`,
        actual: message,
        diff: [],
        hint: `the nag goes into the results of the round that passed 10 (${nagFirst()}), at once; the next message the user types carries their text alone.`,
      });
    });
  }
});

/** The nag sent as a user message of its own, beside the round's results: one mistake (MCC-RMD.6) wherever it is met. */
const NAG_APART = 'nag-message-of-its-own';

function nagApartHint(): string {
  return inTheirLanguage({
    python:
      'results.insert(0, {"type": "text", "text": NAG_REMINDER}) before messages.append({"role": "user", "content": results}): two user messages in a row break the API\'s alternation.',
    javascript:
      'results.unshift({ type: "text", text: NAG_REMINDER }) before messages.push({ role: "user", content: results }): two user messages in a row break the API\'s alternation.',
  });
}

/** Whether a message of the loop's carries the round's tool results (the one the nag goes in). */
const carriesResults = (message: Message): boolean => message.role === 'user' && blocksOf(message).some((block) => block?.type === 'tool_result');

Then('the results of round {int} are the nag, then a tool_result for each call of round {int}, in order', async function (this: World, k: number, k2: number) {
  if (k !== k2) throw new Error('kit error: one round per step');
  const { added, calls } = round(this, k, ['MCC-RMD.5']);
  const userMessages = added.filter((m) => m.role === 'user');
  if (userMessages.length !== 1) {
    fail({
      requirements: ['MCC-RMD.6'],
      summary: `round ${k} added ${userMessages.length} user messages: the nag must go inside the message of the round's tool results, never in a message of its own`,
      actual: added,
      diff: [],
      hint: nagApartHint(),
      cause: NAG_APART,
    });
  }
  const blocks = blocksOf(userMessages[0]);
  if (!blocks.some((block) => isTextBlock(block, NAG_REMINDER))) {
    // Not there at all: said as the other nag scenarios say it, not as a nag out of place; in words of its own, so;
    // in another message of the conversation (the assistant's), as they say that.
    const ownWords = textsOfItsOwn(added).length > 0;
    const elsewhere = !ownWords && nagOutsideResults(this);
    fail({
      requirements: ['MCC-RMD.5'],
      summary: `no nag in the results of round(s) ${k}${ownWords ? ': a text of their own instead' : ''}`,
      expected: { type: 'text', text: NAG_REMINDER },
      actual: blocks,
      diff: [],
      hint: ownWords ? nagInOwnWordsHint() : elsewhere ? nagElsewhereHint() : nagInResultsHint(),
      cause: ownWords ? NAG_IN_OWN_WORDS : NAG_MISSING,
    });
  }
  if (!isTextBlock(blocks[0], NAG_REMINDER)) {
    fail({
      requirements: ['MCC-RMD.5', 'MCC-RMD.3'],
      summary: `the results of round ${k} do not start with the nag`,
      expected: { type: 'text', text: NAG_REMINDER },
      actual: blocks,
      diff: [],
      hint: `the nag goes FIRST (${nagFirst()}), so that the model sees it before the tool output.`,
    });
  }
  await expectResults(this, k, blocks.slice(1), calls);
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
