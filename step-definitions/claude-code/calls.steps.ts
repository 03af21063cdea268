/**
 * The two tools at work (analysis 4): `call(input, { agentId })` yields the data, and
 * `mapToolResultToToolResultBlockParam(data, toolUseId)` turns it into the tool_result the model reads.
 */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import { parseJson } from '../common/values';
import { compactListHint, ESCAPED_BEYOND_ASCII_CAUSE, escapedBeyondAscii, escapedBeyondAsciiHint } from './hints';
import {
  AGENT_FILE,
  describedCall,
  expectWriteLists,
  explainDifference,
  failIfNoListWritten,
  failReadAsIs,
  filesUnder,
  listDifference,
  plantedAsRead,
  todosOf,
  type ClaudeCodeWorld,
} from './world';

function ids(world: ClaudeCodeWorld, fallback: string): string[] {
  return world.requirements.length > 0 ? world.requirements : [fallback];
}

Given('agent {string} has written the todos:', async function (this: ClaudeCodeWorld, agentId: string, table: DataTable) {
  const record = await this.call('TodoWrite', { todos: todosOf(table) }, agentId);
  this.setupWrite(record, `writing agent "${agentId}"'s list with TodoWrite.call`);
});

When('agent {string} calls TodoWrite with the todos:', async function (this: ClaudeCodeWorld, agentId: string, table: DataTable) {
  await this.call('TodoWrite', { todos: todosOf(table) }, agentId);
});

When('agent {string} calls TodoWrite with an empty list', async function (this: ClaudeCodeWorld, agentId: string) {
  await this.call('TodoWrite', { todos: [] }, agentId);
});

When('agent {string} calls TodoRead', async function (this: ClaudeCodeWorld, agentId: string) {
  await this.call('TodoRead', {}, agentId);
});

/** What to say of a list that is not the one expected, by what the difference looks like: a hint, and the mistake when it is one the steps know. */
function listHint(world: ClaudeCodeWorld, expected: unknown, actual: unknown): { hint?: string; cause?: string; what?: string } {
  if (Array.isArray(expected) && expected.length === 0 && Array.isArray(actual) && actual.length > 0) {
    // Lists kept in files not named for an agent (Claude Code 1.0.0's todos/<session>.json, one list for the agents of
    // a session): that mistake, told as the scenarios that look for the agent's file tell it (helper 115: a cause of
    // its own). Lists kept per agent under another name are told so too: the name is the mistake to fix first.
    if (noListFileNamedForAnAgent(world)) return { hint: AGENT_FILE.hint, cause: AGENT_FILE.cause };
    return {
      hint: 'a list that should be empty is not: is the list shared between agents or sessions, or kept in module memory? The file name holds both: <session>-agent-<agent>.json.',
    };
  }
  const { hint, cause, what } = explainDifference(listDifference(expected, actual));
  return { hint, cause, what };
}

/** Whether the lists are kept in todos/ files, none of them named for an agent as the analysis names it (`-agent-<agent>.json`). */
function noListFileNamedForAnAgent(world: ClaudeCodeWorld): boolean {
  const lists = filesUnder(world.scratchDir()).filter((file) => /(?:^|\/)todos\/[^/]+\.json$/.test(file));
  return lists.length > 0 && !lists.some((file) => /-agent-[^/]+\.json$/.test(file));
}

/** The first pair's explanation that has a hint: a TodoWrite's old list, then its new one. */
function explained(world: ClaudeCodeWorld, pairs: [unknown, unknown][]): { hint?: string; cause?: string; what?: string } {
  return pairs.map(([e, a]) => listHint(world, e, a)).find((h) => h.hint !== undefined) ?? {};
}

/** The scenario's requirements, led by the rules the difference itself breaks (extra keys, another order). */
function blame(world: ClaudeCodeWorld, fallback: string, ...pairs: [unknown, unknown][]): string[] {
  const lead = pairs.flatMap(([e, a]) => explainDifference(listDifference(e, a)).lead);
  return [...new Set([...lead, ...ids(world, fallback)])];
}

/** Whether a file holds this list as JSON (what a read of it would give). */
function holdsList(world: ClaudeCodeWorld, file: string, list: unknown): boolean {
  try {
    return jsonDiff(list, JSON.parse(world.files.readIfFile(file)?.toString('utf8') ?? '')).length === 0;
  } catch {
    return false;
  }
}

function expectData(world: ClaudeCodeWorld, expected: unknown, fallback: string): void {
  const record = world.last;
  const data = world.dataOf(record, ids(world, fallback));
  // TodoWrite's data "holds" oldTodos and newTodos: other keys (a summary, say) are not judged.
  const actual =
    record.tool === 'TodoWrite' && typeof data === 'object' && data !== null && !Array.isArray(data)
      ? { oldTodos: (data as Record<string, unknown>).oldTodos, newTodos: (data as Record<string, unknown>).newTodos }
      : data;
  const diff = jsonDiff(expected, actual);
  if (diff.length === 0) return;
  failIfNoListWritten(world, record.agentId, expected, actual);
  // The list the kit put in its own agent's file (the scenario's precondition), answered for another agent: the
  // lists are shared between agents (a cache per session, say), whatever this scenario is about.
  const probed = world.probeList;
  const shared =
    probed !== undefined &&
    record.agentId !== probed.agentId &&
    [data, (data as { oldTodos?: unknown } | null)?.oldTodos].some((d) => jsonDiff(probed.list, d).length === 0);
  // No lists at all in TodoWrite's data (a summary text): that is the rule broken, whatever the scenario checks.
  if (!shared) expectWriteLists(world, record, data);
  const pairs: [unknown, unknown][] =
    record.tool === 'TodoWrite'
      ? [
          [(expected as Record<string, unknown>).oldTodos, (actual as Record<string, unknown> | null)?.oldTodos],
          [(expected as Record<string, unknown>).newTodos, (actual as Record<string, unknown> | null)?.newTodos],
        ]
      : [[expected, actual]];
  // oldTodos the same as newTodos, where the analysis has the list the call replaced: the old list read back after the
  // write. Told as such wherever it shows (a fresh file, one that could not be read, one with a list before), as long
  // as the write did put the new list in a file, which a read after it would find: where no file holds it (the write
  // failed: its place is a folder), the new list came from memory (a cache kept from an earlier scenario, whose list
  // happened to be this one), not from a read after the write.
  const oldList = (value: unknown) => (value as { oldTodos?: unknown } | null)?.oldTodos;
  const newList = (value: unknown) => (value as { newTodos?: unknown } | null)?.newTodos;
  const readAfterWrite =
    !shared &&
    record.tool === 'TodoWrite' &&
    jsonDiff(oldList(expected), newList(expected)).length > 0 &&
    jsonDiff(oldList(actual), newList(actual)).length === 0 &&
    jsonDiff(newList(expected), newList(actual)).length === 0 &&
    filesUnder(world.scratchDir()).some((file) => holdsList(world, file, newList(actual)));
  // The text the kit put in the file, answered as it is where the list read is [] (it is JSON, but not a valid list).
  const readList = (value: unknown) => (record.tool === 'TodoRead' ? value : oldList(value));
  const emptyExpected = Array.isArray(readList(expected)) && (readList(expected) as unknown[]).length === 0;
  if (!shared && emptyExpected && plantedAsRead(world, readList(data))) failReadAsIs(world, record, data, expected);
  // The list this agent wrote earlier in the scenario, where the file held another when the call was made (the kit
  // put it there, as another session would): a list kept from an earlier call, not read from the file.
  const remembered =
    !shared &&
    !readAfterWrite &&
    jsonDiff(readList(expected), readList(actual)).length > 0 &&
    world.records.some(
      (earlier) =>
        earlier !== record &&
        earlier.tool === 'TodoWrite' &&
        earlier.agentId === record.agentId &&
        jsonDiff((earlier.input as { todos?: unknown } | null)?.todos, readList(actual)).length === 0,
    );
  fail({
    call: describedCall(record.tool, 'call', record.input, record.agentId),
    expected,
    actual: data,
    diff,
    ...(readAfterWrite
      ? {
          requirements: [...new Set(['CC-WRITE.1', ...world.requirements])],
          summary: 'TodoWrite.call yielded the new list as oldTodos: the list it replaced was read after the write',
          hint: 'oldTodos is the list as it was before this call: read it first, then write the new one (read back after the write, it is the new list).',
          cause: 'old-list-read-after-write',
        }
      : remembered
        ? {
            requirements: [...new Set([record.tool === 'TodoWrite' ? 'CC-WRITE.1' : 'CC-READ.1', ...world.requirements])],
            summary: `${record.tool}.call yielded the list agent "${record.agentId}" wrote before, not the one in its file when the call was made`,
            hint: 'each call reads the file when it is made (jJ, then readFileSync): a list kept from an earlier call misses what another session, or an edit, wrote to the file since.',
            cause: 'list-remembered-not-read',
          }
        : shared
          ? {
              requirements: ['CC-STORE.9', ...world.requirements],
              summary: `${record.tool}.call for agent "${record.agentId}" yielded the list of agent "${probed.agentId}", which the kit had read just before`,
              hint: 'each agent has a list of its own: whatever keeps lists (a file, a cache) is keyed by session and agent, <session>-agent-<agent>.json.',
              cause: 'lists-shared-between-agents',
            }
          : (() => {
              const { hint, cause, what } = explained(world, pairs);
              // A list re-ordered in TodoWrite's data breaks the write's rule (newTodos, the todos written), not the read's.
              const blamed = blame(world, fallback, ...pairs).map((id) => (record.tool === 'TodoWrite' && id === 'CC-READ.1' ? 'CC-WRITE.1' : id));
              return {
                requirements: [...new Set(blamed)],
                summary: `${record.tool}.call yielded other data than the analysis gives${what ? ` (a list ${what})` : ''}`,
                hint,
                ...(cause && { cause }),
              };
            })()),
  });
}

Then('the call yields the data:', function (this: ClaudeCodeWorld, json: string) {
  expectData(this, parseJson(json, 'the expected data'), this.last.tool === 'TodoWrite' ? 'CC-WRITE.1' : 'CC-READ.1');
});

Then('the call yields the empty list', function (this: ClaudeCodeWorld) {
  expectData(this, [], 'CC-READ.1');
});

Then('the call yields the todos:', function (this: ClaudeCodeWorld, table: DataTable) {
  expectData(this, todosOf(table), 'CC-READ.1');
});

async function expectRead(world: ClaudeCodeWorld, agentId: string, expected: unknown): Promise<void> {
  const record = await world.call('TodoRead', {}, agentId);
  const actual = world.dataOf(record, ids(world, 'CC-READ.1'));
  const diff = jsonDiff(expected, actual);
  if (diff.length === 0) return;
  failIfNoListWritten(world, agentId, expected, actual);
  const { hint, cause, what } = listHint(world, expected, actual);
  fail({
    requirements: blame(world, 'CC-READ.1', [expected, actual]),
    summary: `TodoRead for agent "${agentId}" gives another list than was written${what ? ` (${what})` : ''}`,
    call: describedCall('TodoRead', 'call', {}, agentId),
    expected,
    actual,
    diff,
    hint,
    ...(cause && { cause }),
  });
}

Then('TodoRead for agent {string} returns the todos:', async function (this: ClaudeCodeWorld, agentId: string, table: DataTable) {
  await expectRead(this, agentId, todosOf(table));
});

Then('TodoRead for agent {string} returns the empty list', async function (this: ClaudeCodeWorld, agentId: string) {
  await expectRead(this, agentId, []);
});

// --- the tool_result block ---------------------------------------------------------------------------------------

const blocks = new WeakMap<ClaudeCodeWorld, { tool: string; data: unknown; toolUseId: string; block: unknown }>();

When(
  /^(TodoWrite|TodoRead) maps the data (.+) to a tool_result for "([^"]+)"$/,
  async function (this: ClaudeCodeWorld, tool: string, json: string, toolUseId: string) {
    const data = parseJson(json, 'the data');
    const block = await this.implementation.request(
      'mapResult',
      { tool, data, toolUseId },
      `${tool}.mapToolResultToToolResultBlockParam(${json.slice(0, 80)}, ${JSON.stringify(toolUseId)})`,
    );
    blocks.set(this, { tool, data, toolUseId, block });
  },
);

/** Whether a TodoRead content holds the expected list after its reminder, in another order. */
function reordered(content: string, wanted: string): boolean {
  const listOf = (text: string): unknown[] | undefined => {
    try {
      const list: unknown = JSON.parse(text.slice(text.indexOf('[')));
      return Array.isArray(list) ? list : undefined;
    } catch {
      return undefined;
    }
  };
  const [got, want] = [listOf(content), listOf(wanted)];
  if (!got || !want || got.length !== want.length || jsonDiff(want, got).length === 0) return false;
  const key = (todo: unknown) => JSON.stringify(todo);
  return got.map(key).sort().join() === want.map(key).sort().join();
}

Then('the tool_result is:', function (this: ClaudeCodeWorld, json: string) {
  const mapped = blocks.get(this);
  if (!mapped) throw new Error('kit error: this step needs a mapping before it');
  const expected = parseJson(json, 'the expected tool_result') as Record<string, unknown>;
  const actual = mapped.block as Record<string, unknown> | null;
  // The three fields the analysis shows are judged; a field it does not show (is_error: false, say) is not.
  const shown = typeof actual === 'object' && actual !== null ? Object.fromEntries(Object.keys(expected).map((k) => [k, actual[k]])) : actual;
  const diff = jsonDiff(expected, shown);
  if (diff.length === 0) return;
  const content = typeof actual?.content === 'string' ? actual.content : undefined;
  const wanted = String(expected.content);
  const escaped = content !== undefined && escapedBeyondAscii(content, wanted);
  const hint =
    actual?.tool_use_id !== expected.tool_use_id
      ? 'the block carries the id it was given: tool_use_id: toolUseId, the second argument.'
      : content !== undefined && content.trim() === wanted.trim()
        ? 'the content differs only in white space at its ends.'
        : content !== undefined && content.replace(/\.$/, '') === wanted.replace(/\.$/, '')
          ? 'the content differs only in a final full stop: the analysis\'s sentence ends with "if applicable", no full stop.'
          : escaped
            ? escapedBeyondAsciiHint()
            : mapped.tool === 'TodoRead' && content !== undefined && reordered(content, wanted)
              ? "the list follows the reminder as it is stored, JSON.stringify(data), in its order: sorting is for the user's display only (section 5)."
              : mapped.tool === 'TodoRead' && content !== undefined && content.startsWith(wanted.slice(0, 60))
                ? compactListHint()
                : mapped.tool === 'TodoWrite'
                  ? 'the content is the one sentence of section 4.2 whatever the data, a list emptied included.'
                  : undefined;
  fail({
    requirements: ids(this, mapped.tool === 'TodoWrite' ? 'CC-WRITE.3' : 'CC-READ.3'),
    summary: `${mapped.tool}'s tool_result is not the one of section 4`,
    call: { name: `${mapped.tool}.mapToolResultToToolResultBlockParam`, toolUseId: mapped.toolUseId, input: mapped.data },
    expected,
    actual,
    diff,
    hint,
    ...(escaped && { cause: ESCAPED_BEYOND_ASCII_CAUSE }),
    // The list appended otherwise than compact: one mistake whatever the list (its todos differ between scenarios).
    ...(hint === compactListHint() && { cause: 'read-result-list-not-compact' }),
  });
});
