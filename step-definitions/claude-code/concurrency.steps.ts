/**
 * Concurrency (analysis 6 and 10): calls issued at once. The kit sends them without waiting between them, so in an
 * implementation that writes asynchronously they really overlap. A torn file shows as a read that is not one
 * whole list that was written: empty, cut short, or a mix of two lists.
 *
 * Sizes matter: a short list is written in one go and rarely tears, so the lists here are as long as a real
 * session's (20 todos of about 150 characters). Lengths matter too: the lists written at once are each a little
 * shorter than the one sent before. Two in-place writes that overlap (both emptied the file, then each filled it
 * from the start) leave the end of the longer behind the shorter, a file no write made, which every later read
 * and write then finds; with lists of one length the last write covered the other and nothing showed. A read
 * that lands between emptying and filling only shows a tear on a slow file system: on tmpfs (where /tmp is on
 * several distributions), grading two submissions at once, the equal lists let torn-write.cjs through in 14 of 40
 * runs; the shorter ones caught it in 40 of 40 (and in 12 of 12 single runs with both cores busy).
 */
import { Given, Then, When } from '@cucumber/cucumber';
import { isDeepStrictEqual } from 'node:util';
import { fail } from '../../harness/failure-report';
import { boundedJson } from '../../harness/safe-text';
import { PRIORITIES, STATUSES } from './hints';
import {
  AGENT_FILE,
  describedCall,
  expectWriteLists,
  explainDifference,
  failNoFileWritten,
  listDifference,
  type CallRecord,
  type ClaudeCodeWorld,
  type Todo,
} from './world';

const FILLER = 'so that the todo file is as long as it is in a real session, where each task is described in a full sentence or two of text';

/** A list nobody else writes: its contents name the label, so that two lists never share a todo. */
function realisticList(label: string, count: number, chars: number): Todo[] {
  return Array.from({ length: count }, (_, i) => {
    const head = `${label}, todo ${i + 1}: `;
    return {
      content: (head + FILLER + ' ' + FILLER).slice(0, chars),
      status: STATUSES[i % 3]!,
      priority: PRIORITIES[(i + label.length) % 3]!,
      id: `${label}-${i + 1}`,
    };
  });
}

interface Burst {
  /** The lists written, by a key of their length and first todo: a lookup finds the one or two a value can be. */
  written: Map<string, unknown[][]>;
  reads: CallRecord[];
  writes: CallRecord[];
}

/** How many characters shorter each todo of a write is than those of the write sent before it, in one round. */
const SHORTER_BY = 2;

/** How many reads one reader of a burst makes in a round at most, while the writes are in flight. */
const MAX_READS_PER_READER = 10;

const bursts = new WeakMap<ClaudeCodeWorld, Burst>();

function burstOf(world: ClaudeCodeWorld): Burst {
  let burst = bursts.get(world);
  if (!burst) bursts.set(world, (burst = { written: new Map(), reads: [], writes: [] }));
  return burst;
}

/** What a list is looked up by: its length and its first todo's id and content, whatever the order of its keys. */
function keyOf(list: unknown[]): string {
  const first = list[0] as { id?: unknown; content?: unknown } | undefined;
  return typeof first === 'object' && first !== null
    ? `${list.length}\0${JSON.stringify(first.id)}\0${JSON.stringify(first.content)}`
    : `${list.length}\0${JSON.stringify(first)}`;
}

function remember(burst: Burst, todos: unknown[]): void {
  const key = keyOf(todos);
  burst.written.set(key, [...(burst.written.get(key) ?? []), todos]);
}

/**
 * Whether `value` is one of the lists written. Compared as values (isDeepStrictEqual), so the keys of a todo may
 * come back in any order; the implementation may store them as it likes. This runs for each of the 700 or so calls of
 * a burst: a lookup by key and a comparison, not a serialisation of every answer.
 */
function isWritten(burst: Burst, value: unknown): boolean {
  return Array.isArray(value) && (burst.written.get(keyOf(value)) ?? []).some((list) => isDeepStrictEqual(list, value));
}

Given(
  'agent {string} has written a list of {int} todos of about {int} characters',
  async function (this: ClaudeCodeWorld, agentId: string, count: number, chars: number) {
    const todos = realisticList('initial list', count, chars);
    remember(burstOf(this), todos);
    const record = await this.call('TodoWrite', { todos }, agentId);
    this.setupWrite(record, `writing agent "${agentId}"'s first list`);
  },
);

When(
  'agent {string} issues, {int} times over, {int} TodoWrite calls of {int} todos of about {int} characters at once, each list a little shorter than the one before, and keeps {int} TodoRead calls in flight until the writes are answered',
  async function (this: ClaudeCodeWorld, agentId: string, rounds: number, writes: number, count: number, chars: number, reads: number) {
    const burst = burstOf(this);
    for (let round = 1; round <= rounds; round++) {
      let writing = writes;
      const written = Array.from({ length: writes }, (_, w) => {
        const todos = realisticList(`round ${round} write ${w + 1}`, count, chars - SHORTER_BY * w);
        remember(burst, todos);
        return this.call('TodoWrite', { todos }, agentId)
          .then((record) => void burst.writes.push(record))
          .finally(() => (writing -= 1));
      });
      // Each reader sends its next read as soon as its last one is answered, for as long as a write is unanswered,
      // and at most MAX_READS_PER_READER a round, so that a write that hangs until its timeout does not pile up
      // answers (a reader makes two or three reads a round). Reads sent only with the writes were all answered
      // before any write emptied the file, since a TodoWrite reads the old list first. What this still catches
      // only by chance: in-place writes queued one after another (none overlap) while reads are not queued. On
      // tmpfs, two runs at a time, such a store got through 4 of 200 runs of this scenario alone (0 of 6 caught
      // with the reads sent only with the writes), and once in a whole npm test; 100 readers instead of 30 caught
      // it in 20 of 20, for three times the reads.
      const reader = async () => {
        let sent = 0;
        do burst.reads.push(await this.call('TodoRead', {}, agentId));
        while (writing > 0 && ++sent < MAX_READS_PER_READER);
      };
      await Promise.all([...written, ...Array.from({ length: reads }, reader)]);
    }
  },
);

When('agent {string} issues {int} TodoRead calls at once', async function (this: ClaudeCodeWorld, agentId: string, reads: number) {
  const burst = burstOf(this);
  const records = await Promise.all(Array.from({ length: reads }, () => this.call('TodoRead', {}, agentId)));
  burst.reads.push(...records);
});

function ids(world: ClaudeCodeWorld, fallback: string): string[] {
  return world.requirements.length > 0 ? world.requirements : [fallback];
}

function describeTorn(value: unknown): string {
  if (!Array.isArray(value)) return `not a list: ${boundedJson(value, 200)}`;
  if (value.length === 0) return 'the empty list [], which was never written (a read that found the file empty, or half written, and fell back to [])';
  return `a list of ${value.length} todos that was never written as such (first: ${boundedJson(value[0], 80)}, last: ${boundedJson(value[value.length - 1], 80)})`;
}

const TORN_HINT =
  'a write must replace the file in one step: write the whole text to a temporary file of its own in the same folder, then rename it over the list file ' +
  '(a rename is atomic), or write synchronously (writeFileSync) so that nothing else runs in between. ' +
  'An asynchronous writeFile first empties the file, then fills it: a read issued meanwhile sees an empty or half-written file; ' +
  'and writes issued at once that share one temporary name (list.json.tmp) fill the same file together: give each its own (the process id and a counter).';

function expectWhole(world: ClaudeCodeWorld, records: CallRecord[], pick: (data: unknown) => unknown, what: string): void {
  const burst = burstOf(world);
  if (records.length === 0) throw new Error('kit error: no calls were issued');
  for (const record of records) {
    // TodoRead's data no list, TodoWrite's without its lists: the data's shape, which tears nothing (dataOf says so).
    const data = world.dataOf(record, ids(world, 'CC-CONC.1'));
    expectWriteLists(world, record, data, '{ todos: [20 todos] }');
    const value = pick(data);
    if (isWritten(burst, value)) continue;
    // Not torn, but not as written either: a list re-ordered, or with keys added, is another rule's failure.
    const lists = [...burst.written.values()].flat();
    const explained = Array.isArray(value) ? lists.map((list) => explainDifference(listDifference(list, value))).find((e) => e.lead.length > 0) : undefined;
    if (explained) {
      fail({
        requirements: [...new Set([...explained.lead, ...world.requirements])],
        summary: `${what}: a list that was written came back changed (${explained.what})`,
        call: describedCall(record.tool, 'call', record.tool === 'TodoWrite' ? '{ todos: [20 todos] }' : {}, record.agentId),
        expected: 'one of the lists written, as written',
        actual: describeTorn(value),
        diff: [],
        hint: explained.hint,
        ...(explained.cause && { cause: explained.cause }),
      });
    }
    // No list file at all: the writes created none (a todos folder never made, a write that failed and was logged),
    // so the reads found nothing to tear. That is the cause, as in the scenarios that keep a copy of the file.
    const file = `config/todos/${world.sessionId}-agent-${record.agentId}.json`;
    if (world.files.kind(file) === undefined) failNoFileWritten(world, file);
    const torn = records.filter((r) => {
      const data = 'returned' in r.outcome ? pick(r.outcome.returned) : undefined;
      return !isWritten(burst, data);
    }).length;
    fail({
      requirements: ids(world, 'CC-CONC.1'),
      summary: `${torn} of ${records.length} ${what} did not get one whole list that was written`,
      call: describedCall(record.tool, 'call', record.tool === 'TodoWrite' ? '{ todos: [20 todos] }' : {}, record.agentId),
      expected: `one of the ${lists.length} lists written`,
      actual: describeTorn(value),
      diff: [],
      hint: TORN_HINT,
    });
  }
}

Then('every TodoRead returned one whole list that was written', function (this: ClaudeCodeWorld) {
  expectWhole(this, burstOf(this).reads, (data) => data, 'TodoRead calls');
});

Then("every TodoWrite's oldTodos was one whole list that was written", function (this: ClaudeCodeWorld) {
  expectWhole(this, burstOf(this).writes, (data) => (data as { oldTodos?: unknown } | null)?.oldTodos, "TodoWrite calls' oldTodos");
});

Then('the file {string} holds one whole list that was written', function (this: ClaudeCodeWorld, file: string) {
  const text = this.files.read(file)?.toString('utf8');
  let parsed: unknown;
  try {
    parsed = text === undefined ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed !== undefined && isWritten(burstOf(this), parsed)) return;
  // No file at all: nothing was torn, the lists live elsewhere (the storage scenarios' mistake, not a write's).
  if (text === undefined) {
    fail({
      requirements: [...new Set(['CC-STORE.1', ...this.requirements])],
      summary: `after the calls, there is no file ${file}: the lists were not stored there`,
      expected: 'one of the lists written',
      actual: 'no file',
      diff: [],
      ...AGENT_FILE,
    });
  }
  fail({
    requirements: ids(this, 'CC-CONC.1'),
    summary: `after the calls, the file ${file} is not one whole list that was written`,
    expected: 'one of the lists written',
    actual: text.length > 300 ? `${text.slice(0, 150)} … ${text.slice(-150)}` : text,
    diff: [],
    hint: TORN_HINT,
  });
});

Then('every TodoRead returned the list written', function (this: ClaudeCodeWorld) {
  // The list of the last TodoWrite before the reads: the one the scenario's Given wrote.
  const write = [...this.records].reverse().find((r) => r.tool === 'TodoWrite');
  if (!write) throw new Error('kit error: this step needs a TodoWrite before the reads');
  remember(burstOf(this), (write.input as { todos: unknown[] }).todos);
  expectWhole(this, burstOf(this).reads, (data) => data, 'TodoRead calls');
});
