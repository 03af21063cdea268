import { setWorldConstructor, type DataTable } from '@cucumber/cucumber';
import { crashed, fail, type ToolCall } from '../../harness/failure-report';
import { implementationUnderTest } from '../../harness/implementation-under-test';
import { ImplementationError } from '../../harness/outcomes';
import { shortJson } from '../../harness/safe-text';
import { listUnder, ScenarioFiles } from '../common/scenario-paths';
import { inTheirLanguage } from '../common/their-language';
import { latest } from '../common/values';
import { KitWorld } from '../common/world';

/** One call of the tool: what the model sent, what came back, the kit's clock at that moment. */
export interface CallRecord {
  params: unknown;
  answer: unknown;
  at: Date;
  /** The session (0 the first, 1 after "a new session starts") the call was made in. */
  session: number;
  /** The log files (name → content) right after the call. */
  logAfter: Map<string, string>;
  /** A refused call that kept every rule, with a content of exactly 60 characters: how the implementation counts them, as the probe tells (limitProbe). */
  limitCount?: LimitCount;
}

/** How an implementation counts the 60 characters of ENV-LIMIT.2, as far as the probe tells: or that the length is not why it refused. */
type LimitCount = 'one too strict' | 'bytes' | 'UTF-16 code units' | 'not the length' | 'unknown';

const LIMIT = 60;
const characters = (text: string): number => [...text].length;

/** The kit's clock starts at the document's own example time (design 10: `# task3-20250102-174233`). */
export const START = new Date('2025-01-02T17:42:33.000Z');
export const DEFAULT_SUMMARY = '修复 multi_edit 重叠检测并完善文档';

export type Json = Record<string, unknown>;

/** A table of todos (content | status | id?) as the model sends them. An `id` column with an empty cell sends none. */
export function todosOf(table: DataTable): Json[] {
  return table.hashes().map((row) => {
    const todo: Json = { content: row.content ?? '', status: row.status ?? '' };
    if (row.id) todo.id = row.id;
    return todo;
  });
}

const two = (n: number) => String(n).padStart(2, '0');

/** YYYYMMDD-HHMMSS of a moment, in local time and in UTC: the document names neither, the kit accepts both. */
export function stamps(date: Date): string[] {
  const local = `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
  const utc = `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}-${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}`;
  return [...new Set([local, utc])];
}

/**
 * A log stamped with the machine's clock (new Date()) where the session's, now() given to createTodoWriteTool, was
 * asked for: one mistake that shows in the file's name, its headings and (two sessions named within the same real
 * second) the number of files. Told as one cause wherever it shows, and only where a stamp of the log tells a time
 * within a day of the machine's: the kit's clock starts at START, far from it.
 */
export const MACHINE_CLOCK = {
  cause: 'log-stamped-by-the-machine-clock',
  hint: (): string =>
    inTheirLanguage({
      javascript:
        "the log is stamped with the machine's clock (new Date()), not with now() given to createTodoWriteTool, which the kit sets to the session's time: take every time from now().",
      python:
        "the log is stamped with the machine's clock (datetime.now()), not with the session's clock, which the kit sets with the now of reset and setClock: take every time from that clock.",
    }),
};

const DAY_MS = 86_400_000;

/** Whether a text holds a YYYYMMDD-HHMMSS stamp within a day of the machine's clock, read as local time or UTC. */
function tellsMachineTime(text: string): boolean {
  const now = Date.now();
  return [...text.matchAll(/(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})/g)].some(([, ...parts]) => {
    const [y, mo, d, h, mi, se] = parts.map(Number) as [number, number, number, number, number, number];
    return [Date.UTC(y, mo - 1, d, h, mi, se), new Date(y, mo - 1, d, h, mi, se).getTime()].some((at) => Math.abs(at - now) < DAY_MS);
  });
}

/** Every file under a folder, as relative paths with their sizes (to see what a call wrote); a folder's path ends in "/". */
export function filesUnder(dir: string | undefined): Map<string, number> {
  return new Map((dir === undefined ? [] : listUnder(dir)).map((entry) => [entry.path, entry.size]));
}

/**
 * An envelope-mvp scenario: the session's folder (`workdir`, a scratch folder of this scenario), the kit's clock,
 * and every call with its answer. The tool itself lives in the implementation's process.
 */
/** What to do instead of a link where the completion log goes. */
const LINK_HINT = 'keep memory/ and memory/todos/ real folders: make them (mkdir), never a link to somewhere else.';

export class EnvelopeWorld extends KitWorld {
  clock = START;
  /** When each session of this scenario began (the kit's clock at its reset). */
  readonly sessionStarts: Date[] = [];
  readonly calls: CallRecord[] = [];
  /** Whether the scenario made the completion log impossible to write (a throw then is ENV-ERROR.2's mistake). */
  logUnwritable = false;
  /** The implementation's current directory before the first call (module host only). */
  cwdBefore: Map<string, number> | undefined;

  override resetParams(): Record<string, unknown> {
    this.clock = START;
    this.sessionStarts.push(START);
    return { workdir: this.workdir, now: START.toISOString() };
  }

  get workdir(): string {
    return this.scratchDir();
  }

  get session(): number {
    return this.sessionStarts.length - 1;
  }

  /** MACHINE_CLOCK, when the log's names or contents tell the machine's time (else nothing to add to a failure). */
  machineClock(): { cause?: string; hint?: string } {
    return [...this.logFiles()].some(([name, content]) => tellsMachineTime(name) || tellsMachineTime(content))
      ? { cause: MACHINE_CLOCK.cause, hint: MACHINE_CLOCK.hint() }
      : {};
  }

  /** The moments of the session's clock in this scenario: each session's start and each call's time. */
  moments(): Date[] {
    return [...this.sessionStarts, ...this.calls.map((c) => c.at)];
  }

  /**
   * The log's times shifted by a whole number of hours from the session's clock (a fixed zone, UTC+8 say, where the
   * kit reads UTC or the machine's local time): one mistake that shows in the file's name and in the headings, told
   * as the shift. Nothing when every stamp is one of the session's moments, or when none is shifted so.
   */
  zoneShift(): { cause?: string; hint?: string } {
    const moments = this.moments();
    const known = new Set(moments.flatMap(stamps));
    const found = [...this.logFiles()].flatMap(([name, content]) => [...`${name}\n${content}`.matchAll(/\d{8}-\d{6}/g)].map((m) => m[0]));
    const unknown = found.filter((stamp) => !known.has(stamp));
    if (unknown.length === 0) return {};
    // The one shift that explains every stamp the clock does not (a single stamp may match two moments, two shifts).
    for (let hours = -14; hours <= 14; hours++) {
      if (hours === 0) continue;
      const shifted = new Set(moments.flatMap((at) => stamps(new Date(at.getTime() + hours * 3_600_000))));
      if (!unknown.every((stamp) => shifted.has(stamp))) continue;
      const way = hours > 0 ? 'ahead of' : 'behind';
      return {
        cause: `log-time-shifted-${hours}h`,
        hint: `the log's times are ${Math.abs(hours)} hour(s) ${way} the session's clock, read in UTC or in the machine's local time (the document names no zone, and the kit accepts those two): a time zone of your own shifts them; format the clock's time as it is, without adding or taking hours.`,
      };
    }
    return {};
  }

  /**
   * The kit's own files in the session's folder (the log folder, memory/todos/, above all): the kit reads and writes
   * there outside any sandbox, and never follows a link the tool made (common/scenario-paths.ts).
   */
  readonly files = new ScenarioFiles(
    () => this.workdir,
    () => this.requirements,
    LINK_HINT,
  );

  /** The log files now: name → content (files only: a link among them is not read). */
  logFiles(): Map<string, string> {
    const files = new Map<string, string>();
    if (this.files.kind('memory/todos') !== 'folder') return files; // a file in its place (ENV08-01)
    const names = this.files
      .list('memory/todos')
      .map((entry) => entry.path)
      .filter((name) => !name.includes('/'))
      .sort((a, b) => a.localeCompare(b));
    for (const name of names) {
      const content = this.files.readIfFile(`memory/todos/${name}`);
      if (content !== undefined) files.set(name, content.toString('utf8'));
    }
    return files;
  }

  async moveClock(minutes: number): Promise<void> {
    this.clock = new Date(this.clock.getTime() + minutes * 60_000);
    await this.implementation.request('setClock', { now: this.clock.toISOString() }, `setClock(${this.clock.toISOString()})`);
  }

  /** A second session of the tool (createTodoWriteTool again) on the same folder, the clock moved on. */
  async newSession(minutes: number): Promise<void> {
    this.clock = new Date(this.clock.getTime() + minutes * 60_000);
    this.sessionStarts.push(this.clock);
    await this.implementation.freshInstance({ workdir: this.workdir, now: this.clock.toISOString() });
  }

  /** One call of `execute`, as an agent loop would make it. A JSON string answer is read as the envelope it holds. */
  async execute(params: unknown): Promise<CallRecord> {
    this.cwdBefore ??= this.implementation.workingDir ? filesUnder(this.implementation.workingDir) : undefined;
    const describe = `execute(${shortJson(params)})`;
    let raw: unknown;
    try {
      raw = await this.implementation.request('execute', { params }, describe);
    } catch (error) {
      // A call the document refuses, answered with a throw: one mistake (a throw where the answer is an error
      // envelope), whichever rule each scenario's call broke and whatever message the exception carries.
      const broken = brokenRule(params);
      // A call the document accepts, whose completion log the scenario made impossible to write: an unexpected
      // failure, answered with an envelope (ENV-ERROR.2), never a throw.
      if (error instanceof ImplementationError && broken === undefined && this.logUnwritable) {
        crashed(
          {
            requirements: this.reqs('ENV-ERROR.2'),
            summary: 'execute threw when the completion log could not be written, instead of answering an envelope',
            call: { name: `execute (call ${this.calls.length + 1} of the scenario)`, input: params },
            hint: threwOnLogFailure(),
            cause: 'threw-on-log-failure',
          },
          error,
        );
      }
      if (!(error instanceof ImplementationError) || broken === undefined) throw error;
      // A program that ended on this call (sys.exit, a crash of the process) raised nothing: said as what it did. One
      // that had ended before it was sent is not this call's doing: the error as it is.
      if (error.stoppedBefore) throw error;
      crashed(
        {
          requirements: this.reqs('ENV-ERROR.1', broken),
          summary: error.stopped
            ? 'the implementation stopped on a call it must refuse, instead of answering an error envelope'
            : 'execute threw on a call it must refuse, instead of answering an error envelope',
          call: { name: `execute (call ${this.calls.length + 1} of the scenario)`, input: params },
          hint: error.stopped ? stoppedOnBadInput() : threwOnBadInput(),
          cause: error.stopped ? 'stopped-on-bad-input' : 'threw-on-bad-input',
        },
        error,
      );
    }
    // A text that is not JSON is left as it is: the envelope checks say it is not an object.
    const answer = asParsed(raw);
    const record: CallRecord = { params, answer, at: this.clock, session: this.session, logAfter: this.logFiles() };
    this.calls.push(record);
    // A refusal (not an INTERNAL_ERROR, which a log that cannot be written answers to a valid call: ENV-ERROR.2).
    const refused = isErrorEnvelope(answer) && errorCode(answer as Json) !== 'INTERNAL_ERROR';
    if (refused && keepsEveryRule(params) && sixtyCharacterContents(params).length > 0) record.limitCount = await this.limitProbe(params as Json);
    return record;
  }

  /**
   * A call that keeps every rule (as the kit reads them: keepsEveryRule) refused with a content of exactly 60
   * characters may count bytes or UTF-16 code units, or refuse 60 itself (`>= 60`), or refuse for a reason of its
   * own: the same call with every such content made 60 ASCII letters (unless they all were), then (when that is
   * refused too) one letter, then (when it is accepted and a content held emoji) 60 Chinese characters, tells which.
   * The scenario has failed already (the call kept every rule), so what the probe's calls do to the implementation's
   * state changes no verdict; their answers are not the scenario's calls. A protocol error met on the way is the
   * scenario's, as for any request.
   */
  private async limitProbe(params: Json): Promise<LimitCount> {
    const refuses = async (content: string) => {
      const todos = (params.todos as Json[]).map((todo) => (isSixty(todo.content) ? { ...todo, content } : todo));
      const shown = characters(content) === 1 ? JSON.stringify(content) : `${[...content][0]!} × ${characters(content)}`;
      const describe = `execute(the same call, each 60-character content made ${shown}: how are characters counted?)`;
      const answer = await this.implementation.probe('execute', { params: { ...params, todos } }, describe); // undefined: says nothing
      return answer === undefined ? undefined : isErrorEnvelope(asParsed(answer));
    };
    const sixty = sixtyCharacterContents(params);
    const ascii = sixty.every((content) => !NOT_ASCII.test(content)) ? true : await refuses('a'.repeat(LIMIT));
    if (ascii === undefined) return 'unknown';
    if (ascii) {
      const short = await refuses('a');
      // Refused with one letter too: not the length (another rule, as the implementation reads it).
      return short === undefined ? 'unknown' : short ? 'not the length' : 'one too strict';
    }
    const astral = sixty.some((content) => content.length > LIMIT);
    if (!astral) return 'bytes';
    const chinese = await refuses('修'.repeat(LIMIT));
    return chinese === undefined ? 'unknown' : chinese ? 'bytes' : 'UTF-16 code units';
  }

  get last(): CallRecord {
    return latest(this.calls, 'a call of execute');
  }

  /** The call as failure messages show it. */
  callOf(record: CallRecord): ToolCall {
    return { name: `execute (call ${this.calls.indexOf(record) + 1} of the scenario)`, input: record.params };
  }

  /** The requirements a failure names: the one the step judges first, then the scenario's own. */
  reqs(...primary: string[]): string[] {
    return [...new Set([...primary, ...this.requirements])];
  }

  /**
   * The last answer as an object, or a failure: every later check reads fields of it. A check that could not
   * read the envelope fails, naming the envelope rule, never passes.
   */
  envelope(record = this.last): Json {
    const answer = record.answer;
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      fail({
        requirements: this.reqs('ENV-ENVELOPE.1'),
        summary: 'execute did not resolve to an envelope object',
        call: this.callOf(record),
        actual: answer,
        hint: 'execute(params) resolves to the Standard Envelope itself: { status, data, text, stats, context }.',
      });
    }
    return answer as Json;
  }

  /**
   * The envelope of a call that keeps every rule of the document, so it must succeed: a scenario's own check,
   * and the precondition of every check that reads `data`. A refusal names the rule the call was most likely
   * refused for, first.
   */
  success(record = this.last): Json {
    const envelope = this.envelope(record);
    if (envelope.status === 'success') return envelope;
    this.expectNoSuccessInOtherWords(record);
    const { requirement, hint, cause } = likelyRefusal(record, JSON.stringify(envelope.error) ?? '');
    fail({
      requirements: this.reqs(...requirement, 'ENV-ENVELOPE.2'),
      summary: 'the call was refused, but it keeps every rule of the document: it must succeed',
      call: this.callOf(record),
      expected: { status: 'success' },
      actual: envelope,
      diff: [
        `$.status: expected "success", got ${JSON.stringify(envelope.status)}${envelope.error !== undefined ? ` (error ${JSON.stringify(envelope.error)})` : ''}`,
      ],
      hint,
      ...(cause && { cause }),
    });
  }

  /**
   * Not a refusal at all: a success (its data there, no error) answered with another word ("ok", "SUCCESS", true)
   * or none. One mistake, told as the status it is wherever a check meets it (a call that must succeed, one whose
   * log could not be written), never as a refusal whose rule the learner would look for in vain. A status such as
   * "failed" with no data is a refusal in other words: left to the caller.
   */
  expectNoSuccessInOtherWords(record = this.last, { orError }: { orError?: string } = {}): void {
    const envelope = this.envelope(record);
    if (envelope.status !== 'success' && envelope.status !== 'error' && envelope.error === undefined && envelope.data !== undefined) {
      const status = envelope.status === undefined ? 'no status' : JSON.stringify(envelope.status);
      // A word of success ("ok", "SUCCESS", true) is that one mistake wherever it is met. Where an error is an answer
      // too (a log that could not be written: orError its code), another word ("failed") may mean either: it is told
      // as neither, and the hint names both.
      const successWord = envelope.status === true || /^(ok|okay|success(ful)?|succeeded|done)$/i.test(String(envelope.status));
      const errorToo = successWord ? undefined : orError;
      fail({
        requirements: this.reqs('ENV-ENVELOPE.2'),
        summary: errorToo
          ? `the call answered ${describeStatus(envelope.status)}, neither "success" nor "error"`
          : `the call succeeded, but its status is ${describeStatus(envelope.status)}, not "success"`,
        call: this.callOf(record),
        expected: errorToo ? `status "success", or status "error" with the code "${errorToo}"` : { status: 'success' },
        actual: envelope,
        diff: [`$.status: expected "success"${errorToo ? ' or "error"' : ''}, got ${status}`],
        hint: errorToo
          ? `design 5 and 8.1: a call answers status "success" or "error", spelt so, in lower case; here "success" if the todos were taken, or "error" with the code ${errorToo}.`
          : 'design 5: a successful call answers status "success" (and a refused one "error"), spelt so, in lower case.',
        cause: `status-not-success-${JSON.stringify(envelope.status ?? null)}`,
      });
    }
  }
}

/**
 * What to do instead of throwing on a call the document refuses (ENV-ERROR.1), in the implementation's words: asked
 * when it is needed, since the steps are loaded once for every submission of a grading, whatever its language.
 */
const threwOnBadInput = (): string =>
  inTheirLanguage({
    javascript:
      'execute threw on bad input; answer { status: "error", error: { code: "INVALID_PARAM", message: … } }, never throw (design 8.1: a refused call is an envelope too).',
    python:
      'execute raised on bad input; answer {"status": "error", "error": {"code": "INVALID_PARAM", "message": …}}, never raise (design 8.1: a refused call is an envelope too).',
  });

/** What to do instead of ending the process on a call the document refuses (ENV-ERROR.1): a program's, or a module's (process.exit). */
const stoppedOnBadInput = (): string =>
  implementationUnderTest().inProcess
    ? 'the process ended (process.exit, or a crash) while execute answered a call the design refuses: answer { status: "error", error: { code: "INVALID_PARAM", message: … } } instead, and never end the process (design 8.1: a refused call is an envelope too).'
    : 'the program ended (exited, or was killed) while answering a call the design refuses: answer it with an error envelope, {"status": "error", "error": {"code": "INVALID_PARAM", "message": …}}, and keep reading requests (design 8.1: a refused call is an envelope too).';

/** What to do instead of throwing when the log cannot be written (ENV-ERROR.2), in the implementation's words. */
const threwOnLogFailure = (): string =>
  `catch around the completion log's write: a log that cannot be written (意外异常) is INTERNAL_ERROR, or the call still succeeds; the answer is an envelope either way, never ${inTheirLanguage({ javascript: 'a throw', python: 'a raise' })} (design 8.1).`;

/** A status as a failure's summary names it: quoted when it is a text, or that there is none. */
const describeStatus = (status: unknown): string => (status === undefined ? 'missing' : JSON.stringify(status));

/** An answer that is an error envelope (a JSON text of one once asParsed). */
export function isErrorEnvelope(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as Json).status === 'error';
}

/** An answer as the envelope checks read it: a JSON text parsed, anything else (a text that is not JSON too) as it is. */
function asParsed(answer: unknown): unknown {
  if (typeof answer !== 'string') return answer;
  try {
    return JSON.parse(answer);
  } catch {
    return answer;
  }
}

const NOT_ASCII = /[^\x00-\x7f]/;

/** A content of exactly 60 characters: at the limit, where how the implementation counts, and where it stops, show. */
const isSixty = (content: unknown): content is string => typeof content === 'string' && characters(content) === LIMIT;

/** The call's contents of exactly 60 characters. */
function sixtyCharacterContents(params: unknown): string[] {
  const todos = (params as Json | null)?.todos;
  return Array.isArray(todos) ? todos.map((todo: Json | null) => todo?.content).filter(isSixty) : [];
}

/** The four statuses of design 2.1 and 3.2. */
export const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'];

/**
 * The first rule of the document a call's parameters break, in the order of its checks (as the kit reads them, the
 * strict run's readings last: nothing but summary and todos, nothing in a todo but content, status and an id string),
 * or undefined for a call that keeps them all: a summary with text in it, at most 10 todos, each an object whose
 * content has text in it and at most 60 characters, one of the four statuses, at most one in progress. A refusal of
 * a call that keeps them all is a failure in every scenario, so the kit may probe why; a call accepted where it must
 * be refused breaks this rule, whichever scenario made it.
 */
export function brokenRule(params: unknown): string | undefined {
  const p = (typeof params === 'object' && params !== null ? params : {}) as Json;
  if (typeof p.summary !== 'string' || p.summary.trim() === '') return 'ENV-PARAM.1';
  if (!Array.isArray(p.todos)) return 'ENV-PARAM.2';
  if (p.todos.length > 10) return 'ENV-LIMIT.1';
  const todos = p.todos as unknown[];
  const objects = todos.filter((todo): todo is Json => typeof todo === 'object' && todo !== null && !Array.isArray(todo));
  if (objects.length < todos.length || objects.some((t) => typeof t.content !== 'string' || t.content.trim() === '')) return 'ENV-PARAM.4';
  if (objects.some((t) => characters(t.content as string) > LIMIT)) return 'ENV-LIMIT.2';
  if (objects.some((t) => !STATUSES.includes(t.status as string))) return 'ENV-PARAM.3';
  if (objects.filter((t) => t.status === 'in_progress').length > 1) return 'ENV-LIMIT.3';
  const extraKey = Object.keys(p).some((key) => key !== 'summary' && key !== 'todos');
  const extraInTodo = objects.some(
    (t) => Object.keys(t).some((key) => !['content', 'status', 'id'].includes(key)) || (t.id !== undefined && typeof t.id !== 'string'),
  );
  return extraKey || extraInTodo ? 'ENV-ERROR.1' : undefined;
}

const keepsEveryRule = (params: unknown): boolean => brokenRule(params) === undefined;

/** The limit's hint for each way of counting the probe can tell, and one cause for each. */
function limitRefusal(count: LimitCount): { hint: string; cause?: string } {
  switch (count) {
    case 'one too strict':
      return {
        hint: `a content of ${LIMIT} characters is allowed, and ${LIMIT} ASCII letters are refused too: refuse only more than ${LIMIT} (\`> ${LIMIT}\`; \`>= ${LIMIT}\` is one too strict).`,
        cause: 'content-limit-one-too-strict',
      };
    case 'bytes':
      return {
        hint: `60 字 is 60 characters: count characters (${inTheirLanguage({ javascript: '[...content].length', python: 'len(content) of the str' })}), not UTF-8 bytes; a Chinese character is 3 bytes. (The kit sent the same call with ${LIMIT} ASCII letters: accepted.)`,
        cause: 'content-limit-bytes',
      };
    case 'UTF-16 code units':
      return {
        hint: `an emoji is one character but two UTF-16 code units, and content.length counts code units: count characters ([...content].length). (The kit sent the same call with ${LIMIT} Chinese characters: accepted.)`,
        cause: 'content-limit-utf16',
      };
    default:
      return {
        hint: `60 字 is 60 characters, and ${LIMIT} are allowed: count characters (${inTheirLanguage({ javascript: '[...content].length', python: 'len(content) of the str' })}), not bytes, and refuse only more than ${LIMIT}.`,
      };
  }
}

/**
 * What a learner most likely got wrong when a valid call was refused: the rule, a hint, and the mistake when it is
 * known. `said` is the refusal's error (its JSON): where the call could break two rules in a learner's eyes (ten
 * todos, one of them cancelled), what the refusal names tells which.
 */
function likelyRefusal(record: CallRecord, said: string): { requirement: string[]; hint: string; cause?: string } {
  const todos = (((record.params as Json | null)?.todos ?? []) as Json[]).filter((t) => typeof t === 'object' && t !== null);
  // The probe found how the length was counted (or that the call is refused with short contents too: then not that).
  if (record.limitCount !== undefined && record.limitCount !== 'not the length') return { requirement: ['ENV-LIMIT.2'], ...limitRefusal(record.limitCount) };
  const tenRefused = { requirement: ['ENV-LIMIT.1'], hint: 'at most 10 todos: 10 is allowed (`> 10` refuses; `>= 10` is one too strict).' };
  if (todos.length === 10 && /\b10\b/.test(said) && !/cancel/i.test(said)) return tenRefused;
  if (todos.some((t) => t.status === 'cancelled')) {
    return { requirement: ['ENV-PARAM.3'], hint: '`cancelled` is one of the four statuses (design 2.1, 3.2): pending, in_progress, completed, cancelled.' };
  }
  // 60 characters refused, and no probe (the call broke a rule too, or its refusal was not an error envelope): the hint names both mistakes.
  if (record.limitCount === undefined && todos.some((t) => isSixty(t.content))) return { requirement: ['ENV-LIMIT.2'], ...limitRefusal('unknown') };
  if (todos.length === 10) return tenRefused;
  return {
    requirement: [],
    hint: 'only the rules of design 3.2 (10 todos, 60 characters, one in_progress, the four statuses) and a missing summary refuse a call.',
  };
}

/** The code of an error envelope: `error.code`, or `error` itself when it is a string ("INVALID_PARAM: …" too). */
export function errorCode(envelope: Json): string | undefined {
  const error = envelope.error;
  if (typeof error === 'string') return /^[A-Z_]+/.exec(error)?.[0];
  const code = (error as Json | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

setWorldConstructor(EnvelopeWorld);

/** JSON with object keys sorted, so that two values compare by meaning, not by key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Json).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
