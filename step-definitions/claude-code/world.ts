/**
 * A claude-code scenario: its config folder, its session, and every tool call made, with what came back. The tools
 * live in the implementation's process; the files they write live in this scenario's scratch folder, which the
 * kit reads (and corrupts, where a scenario says so) directly.
 */
import { setWorldConstructor, type DataTable } from '@cucumber/cucumber';
import { dirname, isAbsolute, relative } from 'node:path';
import { fail, type ToolCall } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import { within } from '../../harness/paths';
import { shortJson } from '../../harness/safe-text';
import { describeValue } from '../../harness/wire';
import { listUnder, ScenarioFiles } from '../common/scenario-paths';
import { inTheirLanguage } from '../common/their-language';
import { latest } from '../common/values';
import { KitWorld } from '../common/world';
import {
  FOLDER_NEVER_MADE_CAUSE,
  folderNeverMadeHint,
  missingFolderError,
  openThrew,
  readThrew,
  readThrewHint,
  toolMissing,
  writeThrew,
  writeThrewHint,
} from './hints';

/** The session every scenario starts in; a scenario that needs another names it. */
export const DEFAULT_SESSION = 'session-kit-1';

export interface Todo {
  content: string;
  status: string;
  priority: string;
  id: string;
}

/** What a call answered: an outcome, or (from the kit's adapter) an async iterable that yielded no result message. */
export type CallOutcome = { returned?: unknown } | { raised: { name: string; message: string } } | { yieldedNoResult: unknown[] } | { dataPromised: true };

export interface CallRecord {
  tool: string;
  agentId: string;
  input: unknown;
  outcome: CallOutcome;
  /**
   * TodoWrite's only, where its error alone reads as a read's (whatTheWriteThrew): its write is what threw, and the
   * folder (from the scratch folder, "config/todos") it threw for want of, if that is why.
   */
  wroteThrew?: { missingFolder?: string };
}

/** A table of todos (content | status | priority | id) as TodoWrite takes it. Empty cells stay "". */
export function todosOf(table: DataTable): Todo[] {
  return table.hashes().map((row) => ({ content: row.content ?? '', status: row.status ?? '', priority: row.priority ?? '', id: row.id ?? '' }));
}

/** The failure message's "call:" line for a tool method that is not a tool_use block. */
export function describedCall(tool: string, method: string, input: unknown, agentId?: string): ToolCall {
  return { name: `${tool}.${method}${agentId === undefined ? '' : ` (agentId ${JSON.stringify(agentId)})`}`, input };
}

/** How a list that came back differs from the one expected, so that a failure can name its real cause. */
export type ListDifference = 'same' | 'order' | 'extra keys' | 'extra keys and order' | 'other';

const TODO_KEYS = ['content', 'status', 'priority', 'id'];

/** A todo with only the analysis's four keys (what zod's GJ1.parse gives back). */
function fourKeys(todo: unknown): unknown {
  if (typeof todo !== 'object' || todo === null || Array.isArray(todo)) return todo;
  return Object.fromEntries(TODO_KEYS.filter((k) => k in todo).map((k) => [k, (todo as Record<string, unknown>)[k]]));
}

const key = (t: unknown) => JSON.stringify(fourKeys(t), TODO_KEYS);

export function listDifference(expected: unknown, actual: unknown): ListDifference {
  if (!Array.isArray(expected) || !Array.isArray(actual) || expected.length !== actual.length) return 'other';
  const extraKeys = actual.some((t) => typeof t === 'object' && t !== null && Object.keys(t).some((k) => !TODO_KEYS.includes(k)));
  const inOrder = expected.every((t, i) => key(t) === key(actual[i]));
  if (inOrder) return extraKeys ? 'extra keys' : 'same';
  const sameItems = expected.map(key).sort().join('\n') === actual.map(key).sort().join('\n');
  if (!sameItems) return 'other';
  return extraKeys ? 'extra keys and order' : 'order';
}

/**
 * The rules a difference breaks first, and what to tell the learner about it. A list re-ordered, or given keys, or
 * both, is one mistake (the stored list is not the one written back as it was), one cause with one hint wherever a
 * scenario meets it; `what` says how this scenario's list changed, for its summary.
 */
export function explainDifference(difference: ListDifference): { lead: string[]; hint?: string; cause?: string; what?: string } {
  const changed = { hint: LIST_CHANGED_HINT, cause: 'list-changed-on-the-way-back' };
  switch (difference) {
    case 'order':
      return { lead: ['CC-READ.1', 'CC-WRITE.2'], ...changed, what: 're-ordered' };
    case 'extra keys':
      return { lead: ['CC-WRITE.2'], ...changed, what: 'with keys that were never written' };
    case 'extra keys and order':
      return { lead: ['CC-WRITE.2', 'CC-READ.1'], ...changed, what: 're-ordered, and with keys that were never written' };
    default:
      return { lead: [] };
  }
}

const LIST_CHANGED_HINT =
  'a list is stored as given and read back as it was written: in the order written (sorting is for display only, section 5), ' +
  'with the keys written and no other (no createdAt, updatedAt, …).';

/**
 * Where each agent's list lives, and when it is read: one mistake (lists kept in memory, or in another folder or file
 * name) fails the write's file checks, the read's precondition and the burst's file check alike: one cause, one hint.
 */
export const AGENT_FILE = {
  // A getter: read as the failure is made, in the language of what is verified.
  get hint(): string {
    return (
      "each agent's list lives in its own file, <config>/todos/<session>-agent-<agent>.json: TodoWrite writes it there (making the " +
      `todos folder when it is missing: ${missingFolderError()}), and TodoRead reads it from ` +
      'there at every call (not from memory, nor from another folder or file name).'
    );
  },
  cause: 'lists-not-in-agent-files',
};

/** Every file under the scratch folder, to show a learner where their implementation did write. */
export function filesUnder(root: string): string[] {
  return listUnder(root)
    .map((entry) => entry.path)
    .filter((path) => !path.endsWith('/'))
    .sort();
}

/**
 * The precondition of a scenario that builds on a write: the write answered, but created no file where the agent's
 * list lives (a todos folder never made, a write that failed and was logged), so what the scenario checks next (a
 * file kept as it was, reads issued at once) cannot be checked. One cause with the scenarios that find no file.
 */
/**
 * A list read as empty where a written one was expected, while no file of that agent's list exists anywhere in the
 * scenario's folder (whichever config folder the scenario uses): the writes created none (a todos folder never made,
 * a write that failed and was logged), and that is the cause, as failNoFileWritten tells it, not what the read gave.
 */
export function failIfNoListWritten(world: ClaudeCodeWorld, agentId: string, expected: unknown, actual: unknown): void {
  const expectedSome =
    (Array.isArray(expected) && expected.length > 0) || (isObject(expected) && Array.isArray(expected.oldTodos) && expected.oldTodos.length > 0);
  const gotNone = (Array.isArray(actual) && actual.length === 0) || (isObject(actual) && Array.isArray(actual.oldTodos) && actual.oldTodos.length === 0);
  if (!expectedSome || !gotNone) return;
  if (filesUnder(world.scratchDir()).some((file) => file.endsWith(`-agent-${agentId}.json`))) return;
  failNoFileWritten(world, `config/todos/${world.sessionId}-agent-${agentId}.json`);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function failNoFileWritten(world: ClaudeCodeWorld, file: string): never {
  world.failIfWriteMissedFolder();
  fail({
    requirements: [...new Set(['CC-STORE.1', ...world.requirements])],
    summary: `precondition not met: the write did not create the file ${file}, so the kit cannot check what happens to it`,
    // Labelled: a bare [] read as a list of todos, where it is the files the implementation left in the scenario's folder.
    actual: { "files in the scenario's folder": filesUnder(world.scratchDir()) },
    diff: [],
    ...AGENT_FILE,
  });
}

/** What to do instead of a link in the scenario's folder. */
const LINK_HINT = 'keep the config folder and its todos folder real folders: make them (mkdir), never a link to somewhere else.';

export class ClaudeCodeWorld extends KitWorld {
  readonly records: CallRecord[] = [];
  /** The session of the tools the implementation holds now. */
  sessionId = DEFAULT_SESSION;
  /** The list the kit put in the file of an agent of its own, and read back (a scenario's precondition). */
  probeList: { agentId: string; list: unknown } | undefined;
  /** The texts the kit wrote into files itself, by file (a broken file, a list that is not valid). */
  readonly planted = new Map<string, string>();

  /**
   * The kit's own files in the scenario's scratch folder, by paths relative to it as the feature files write them
   * ("config/todos/…"). The kit writes, reads and lists them outside any sandbox: a link made in that folder (by the
   * implementation, which writes there too) is refused, never followed. A program under --sandbox could otherwise
   * name any folder of the grader's for the kit to write in.
   */
  readonly files = new ScenarioFiles(
    () => this.scratchDir(),
    () => this.requirements,
    LINK_HINT,
  );

  /** The config folder the kit passes in `reset`: `config/` in the scenario's scratch folder. */
  get configDir(): string {
    return this.path('config');
  }

  /** The path of a file or folder of the scenario's scratch folder, to hand to the implementation. */
  path(relative: string): string {
    return this.files.path(relative);
  }

  /**
   * Every scenario: a config folder that exists and has no `todos` folder yet, a session, and a HOME of its own,
   * so that an implementation that ignores configDir writes into the scratch folder, never into ~/.claude.
   */
  override resetParams(): Record<string, unknown> {
    this.files.makeFolder('config');
    return { configDir: this.configDir, sessionId: this.sessionId, env: this.safeEnv() };
  }

  /** HOME in the scratch folder; CLAUDE_CONFIG_DIR removed unless a scenario sets it. */
  safeEnv(extra: Record<string, string | null> = {}): Record<string, string | null> {
    this.files.makeFolder('home');
    const home = this.path('home');
    return { HOME: home, USERPROFILE: home, CLAUDE_CONFIG_DIR: null, ...extra };
  }

  /** Call a tool's `call(input, { agentId })`, record it, and answer the outcome. */
  async call(tool: string, input: unknown, agentId: string): Promise<CallRecord> {
    const describe = `${tool}.call(${shortJson(input)}, { agentId: ${JSON.stringify(agentId)} })`;
    const outcome = (await this.implementation.request('call', { tool, input, agentId }, describe)) as CallOutcome;
    const record: CallRecord = { tool, agentId, input, outcome };
    this.records.push(record);
    if (tool === 'TodoWrite' && 'raised' in outcome) {
      const wrote = await this.whatTheWriteThrew(outcome.raised, agentId);
      if (wrote !== undefined) record.wroteThrew = wrote;
    }
    return record;
  }

  /**
   * Whether a TodoWrite that threw threw writing its file, where its error alone reads as a read's, and the folder it
   * threw for want of, if that is why; else undefined. Opening the file meets the same errors for a read and for a
   * write (openThrew): a file written into a folder that does not exist fails as a read of a missing file does
   * (ENOENT at open in Node, FileNotFoundError in Python), one written where a folder stands as a read of it does in
   * Python (IsADirectoryError); and TodoWrite reads the old list before it writes. TodoRead reads that same file:
   * when it answers, the read is not what threw, the write is (CC-STORE.8), and a folder the error names that does
   * not exist was never made (CC-STORE.3). A probe, sent only then: a TodoWrite that throws breaks CC-WRITE.1
   * whatever else its scenario checks, and the probe's answer is not one of the scenario's calls.
   */
  private async whatTheWriteThrew(raised: { name: string; message: string }, agentId: string): Promise<CallRecord['wroteThrew']> {
    if (!openThrew(raised) || writeThrew(raised)) return undefined;
    const describe = `TodoRead.call({}, { agentId: ${JSON.stringify(agentId)} }): did TodoWrite's read throw, or its write?`;
    const read = (await this.implementation.probe('call', { tool: 'TodoRead', input: {}, agentId }, describe)) as CallOutcome | undefined;
    if (read === undefined || typeof read !== 'object' || !('returned' in read)) return undefined;
    // The path the error names: Node's "open '<path>'", Python's "No such file or directory: '<path>'".
    const named = [...raised.message.matchAll(/'([^']+)'/g)].map((match) => match[1]!).filter((path) => isAbsolute(path));
    const folder = named.length > 0 ? dirname(named[named.length - 1]!) : undefined;
    if (readThrew(raised) !== 'CC-STORE.5' || folder === undefined || !within(folder, this.scratchDir())) return {};
    const missingFolder = relative(this.scratchDir(), folder).split('\\').join('/');
    return this.files.kind(missingFolder) === undefined ? { missingFolder } : {};
  }

  get last(): CallRecord {
    return latest(this.records, 'a tool call');
  }

  /**
   * The data a call yielded, or a failure naming the rule: call must answer, and its answer must carry data.
   * `requirements` are the rules the caller checks (the call's own rule first where the scenario has none).
   */
  dataOf(record: CallRecord, requirements: string[]): unknown {
    const call = describedCall(record.tool, 'call', record.input, record.agentId);
    const rule = record.tool === 'TodoWrite' ? 'CC-WRITE.1' : 'CC-READ.1';
    const ids = [...new Set([...requirements, rule])];
    const missingFolder = record.wroteThrew?.missingFolder;
    if ('raised' in record.outcome && missingFolder !== undefined) {
      // Writing the file threw for want of its folder: the folder never made is the cause (CC-STORE.3), the throw CC-STORE.8's.
      fail({
        requirements: [...new Set(['CC-STORE.3', 'CC-STORE.8', ...ids])],
        summary: `TodoWrite.call threw writing the list's file into ${missingFolder}/, a folder that does not exist: the todos folder was never made`,
        call,
        actual: record.outcome.raised,
        diff: [],
        hint: folderNeverMadeHint(),
        cause: FOLDER_NEVER_MADE_CAUSE,
      });
    }
    if ('raised' in record.outcome) {
      // Writing the file threw (TodoWrite only, as its error says, or as the TodoRead probe told where it does not):
      // CC-STORE.8, not a read, though a folder in the file's place is an EISDIR either way. Else reading the file
      // threw (a missing, unreadable or not-JSON file, or one the kit planted that is not a valid list, whatever the
      // exception then): one cause, whichever tool met it.
      const wrote = record.tool === 'TodoWrite' && (writeThrew(record.outcome.raised) || record.wroteThrew !== undefined);
      const read = wrote ? undefined : (readThrew(record.outcome.raised) ?? (this.planted.size > 0 ? 'CC-STORE.7' : undefined));
      const missing = toolMissing(record.tool, record.outcome.raised);
      if (missing) fail({ requirements: ids, call, actual: record.outcome.raised, diff: [], ...missing });
      fail({
        requirements: wrote ? [...new Set(['CC-STORE.8', ...ids])] : read ? [read, ...ids] : ids,
        // A read that threw is one cause whichever tool met it (TodoWrite reads the old list first): its line, taken
        // from one of its scenarios, names no tool, or a cause of TodoRead's and TodoWrite's would read as TodoRead's.
        summary: read ? 'reading the list file threw out of the call, instead of reading as []' : `${record.tool}.call threw instead of yielding its result`,
        call,
        actual: record.outcome.raised,
        diff: [],
        hint: wrote
          ? writeThrewHint()
          : read
            ? readThrewHint()
            : record.tool === 'TodoWrite'
              ? 'the agent loop validates first (validateInput); call itself does the work and yields { type: "result", data }. A failed file write is logged, not thrown (CC-STORE.8).'
              : undefined,
        ...(wrote ? { cause: 'file-write-throws' } : read && { cause: 'file-read-throws' }),
      });
    }
    if ('yieldedNoResult' in record.outcome) {
      fail({
        // The call's own rule first: the same mistake wherever it shows, a scenario's set-up read included.
        requirements: [...new Set([rule, ...requirements])],
        summary: `${record.tool}.call yielded no { type: "result", data } message`,
        call,
        actual: record.outcome.yieldedNoResult,
        diff: [],
        hint: 'yield { type: "result", data } from the async generator: the agent loop looks for the message whose type is "result".',
      });
    }
    if ('dataPromised' in record.outcome) {
      fail({
        requirements: [...new Set([rule, ...requirements])],
        summary: `${record.tool}.call yielded { type: "result", data } whose data is a Promise (a thenable), not the data`,
        call,
        actual: '{ type: "result", data: Promise }',
        diff: [],
        hint: 'await the value before you yield it: yield { type: "result", data: await … }. The agent loop passes data on as it is, to mapToolResultToToolResultBlockParam.',
        cause: 'result-data-is-a-promise',
      });
    }
    const data = (record.outcome as { returned?: unknown }).returned;
    if (record.tool === 'TodoRead') expectReadList(this, record, data);
    return data;
  }

  /**
   * A call that threw reading the list file, or writing it, fails as dataOf fails it: that is the cause, wherever a
   * later check meets the write that did not happen.
   */
  failIfFileThrew(record: CallRecord): void {
    const raised = 'raised' in record.outcome ? record.outcome.raised : undefined;
    if (raised && (readThrew(raised) || (record.tool === 'TodoWrite' && writeThrew(raised)))) this.dataOf(record, this.requirements);
  }

  /**
   * A write of this scenario's that threw for want of its folder (folderTheWriteMissed) fails as dataOf fails it:
   * that is why there is no folder or file where a later check looks for one.
   */
  failIfWriteMissedFolder(): void {
    const write = this.records.find((record) => record.wroteThrew?.missingFolder !== undefined);
    if (write) this.dataOf(write, this.requirements);
  }

  /** Precondition of a Given: a write the scenario builds on really happened. */
  setupWrite(record: CallRecord, what: string): void {
    if ('returned' in record.outcome) return;
    this.failIfFileThrew(record);
    if ('dataPromised' in record.outcome) this.dataOf(record, this.requirements); // told as the call's own mistake, one cause
    const got =
      'raised' in record.outcome
        ? `it threw ${record.outcome.raised.name}: ${record.outcome.raised.message}`
        : `it yielded no result (${describeValue(record.outcome)})`;
    fail({
      requirements: [...new Set(['CC-WRITE.1', ...this.requirements])], // the write that failed is the rule broken first
      summary: `precondition not met: ${what} failed, so this scenario cannot check what it is about (${got})`,
      call: describedCall(record.tool, 'call', record.input, record.agentId),
      diff: [],
    });
  }
}

/**
 * TodoWrite's data holds the lists, newTodos at least: a call that yields something else (the text the model reads,
 * say) broke CC-WRITE.1, whatever the scenario that read it is about, and tore or sorted nothing. One cause.
 */
/** TodoRead's data is the stored list itself: anything else fails every scenario that reads, one cause wherever it shows. */
/**
 * Whether `value` is what a file the kit put there holds, as it is, where it should have read as []: JSON, but not a
 * valid list (an object around the list, a todo without a field), answered without a check against the list schema.
 */
export function plantedAsRead(world: ClaudeCodeWorld, value: unknown): boolean {
  return [...world.planted.values()].some((text) => {
    try {
      const planted: unknown = JSON.parse(text);
      return jsonDiff(planted, value).length === 0 && jsonDiff([], planted).length > 0;
    } catch {
      return false; // not JSON: such a file reads as [] too, but it cannot come back as a value
    }
  });
}

/** The failure of a read that answered a file's contents as they are (plantedAsRead): one cause wherever it shows. */
export function failReadAsIs(world: ClaudeCodeWorld, record: CallRecord, data: unknown, expected?: unknown): never {
  fail({
    requirements: [...new Set(['CC-STORE.7', ...world.requirements])],
    summary: `${record.tool}.call yielded what the file holds as it is, though it is not a valid list: such a file reads as []`,
    call: describedCall(record.tool, 'call', record.input, record.agentId),
    ...(expected !== undefined && { expected }),
    actual: data,
    diff: [],
    hint:
      'a file that is JSON but not a valid list (an object around it, a todo without one of its four fields, a status or priority outside ' +
      'its set, an empty content) reads as []: check what you read against the list schema before using it, and leave the file as it is.',
    cause: 'file-read-without-schema-check',
  });
}

export function expectReadList(world: ClaudeCodeWorld, record: CallRecord, data: unknown): void {
  if (Array.isArray(data)) return;
  if (plantedAsRead(world, data)) failReadAsIs(world, record, data, []);
  fail({
    requirements: [...new Set(['CC-READ.1', ...world.requirements])],
    summary: `TodoRead.call ${world.implementation.inProcess ? 'yielded' : 'answered'} no list: ${describeValue(data, 80)}`,
    call: describedCall(record.tool, 'call', record.input, record.agentId),
    expected: "the agent's stored list, an array",
    actual: data,
    diff: [],
    hint: inTheirLanguage({
      javascript:
        "TodoRead.call yields { type: 'result', data } where data is the stored list itself, an array (the text the model reads is made from it later, by mapToolResultToToolResultBlockParam).",
      python:
        'TodoRead\'s call answers {"returned": <the stored list>}: the list itself, an array (the text the model reads is made from it later, by mapResult, which the kit sends it).',
    }),
    cause: 'todoread-data-not-a-list',
  });
}

export function expectWriteLists(world: ClaudeCodeWorld, record: CallRecord, data: unknown, input: unknown = record.input): void {
  if (record.tool !== 'TodoWrite') return;
  const lists = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (Array.isArray(lists.newTodos) && !Array.isArray(lists.oldTodos)) {
    // The new list alone (an implementation with no list before the call to give): every scenario that reads oldTodos says this.
    fail({
      requirements: [...new Set(['CC-WRITE.1', ...world.requirements])],
      summary: `TodoWrite.call yielded no oldTodos list (${lists.oldTodos === undefined ? 'none' : describeValue(lists.oldTodos, 60)}) beside newTodos`,
      call: describedCall(record.tool, 'call', input, record.agentId),
      actual: data,
      diff: [],
      hint: 'TodoWrite.call yields { type: "result", data: { oldTodos, newTodos } }: oldTodos is the list as stored before the call (read it before writing).',
      cause: 'todowrite-data-without-old-list',
    });
  }
  if (Array.isArray(lists.newTodos)) return;
  // The lists under other names (old_todos, as Python names things): the names are the mistake.
  const otherNames = Object.keys(lists).filter((key) => key !== 'newTodos' && key !== 'oldTodos' && /^(old|new)[_-]?todos$/i.test(key));
  fail({
    requirements: [...new Set(['CC-WRITE.1', ...world.requirements])],
    summary: `TodoWrite.call yielded data without the lists: ${typeof data === 'string' ? 'a text' : data === undefined ? 'nothing' : otherNames.length > 0 ? `${otherNames.join(' and ')} instead of oldTodos and newTodos` : 'no newTodos list'}`,
    call: describedCall(record.tool, 'call', input, record.agentId),
    actual: data,
    diff: [],
    hint:
      otherNames.length > 0
        ? 'the keys are oldTodos and newTodos, in camelCase as the analysis writes them: { oldTodos, newTodos }.'
        : 'TodoWrite.call yields { type: "result", data: { oldTodos, newTodos } }: the list before the write and the list written. The text the model reads is made from them later (mapToolResultToToolResultBlockParam).',
    cause: otherNames.length > 0 ? 'todowrite-lists-named-otherwise' : 'todowrite-data-without-lists',
  });
}

setWorldConstructor(ClaudeCodeWorld);
