import { ImplementationError, ImplementationTimeout, ProtocolError } from './outcomes';
import { escapeControl, safeText, truncate } from './safe-text';
import type { RpcError, RpcRequest, RpcResponse } from './protocol';

/** How messages travel: lines on a pipe of its own for the module host, stdin/stdout lines for other languages. */
export interface Channel {
  send(message: RpcRequest): void;
  onMessage(listener: (message: unknown) => void): void;
  /** A line that is not JSON. */
  onInvalid?(listener: (line: string) => void): void;
  /** Bytes that cannot be a message at all: a line past the size limit, bytes that are not UTF-8 (line-channel.ts). */
  onViolation?(listener: (problem: string) => void): void;
  /** Called once when the other side is gone; `reason` says how (exit code, signal, output tail). */
  onClose(listener: (reason: string) => void): void;
  /** What came since the last newline, if anything: an answer written without its newline. */
  unfinishedLine?(): string | undefined;
}

/** Checks a message against the protocol's schemas (--validate-protocol): a description of what is wrong, if anything. */
export type MessageValidator = (method: string, message: unknown, direction: 'request' | 'response') => string | undefined;

/** The implementation's process ended instead of answering (`before`: already, when the request was to be sent). */
function stoppedError(message: string, before = false): ImplementationError {
  const error = new ImplementationError(message);
  error.stopped = true;
  if (before) error.stoppedBefore = true;
  return error;
}

/**
 * The implementation answered with a JSON-RPC error: it threw, or refused the request. (A plain
 * ImplementationError, not a subclass: cucumber records an error's constructor name as its type.)
 */
function remoteError(call: string, rpc: RpcError): ImplementationError {
  const stack = (rpc.data as { stack?: unknown } | undefined)?.stack;
  // A message that opens with blank lines ("Error: \n\nCONFORMANT…") is read from its first words: its first line
  // is what the summaries, the notices and the scoreboard show of it, and it read "failed: Error: " (helper 108).
  const message = String(rpc.message).replace(/^([^\n:]{0,100}: )?[\s\u200b-\u200d\u2060\ufeff]+/, '$1');
  const error = new ImplementationError(`${call} failed: ${safeText(message)}`, typeof stack === 'string' ? stack : undefined);
  error.data = rpc.data;
  return error;
}

interface Pending {
  method: string;
  describe: string;
  /** RpcClient.context when it was sent. */
  context: string | undefined;
  /** RpcClient.contextKey when it was sent. */
  contextKey: number | undefined;
  /** When its time began (Date.now()): when it was sent, or once the request it was sent after settled. */
  startedAt?: number;
  /** When its answer came (Date.now()), once it has. */
  answeredAt?: number;
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Unset while the request waits for the one it was sent after (request's `after`). */
  timer: NodeJS.Timeout | undefined;
}

const MAX_STRAY_PROBLEMS = 5;

const preview = (text: string) => escapeControl(truncate(text, 200));

/** How soon after an answer a line still most likely follows it (a print right after the reply is written). */
const JUST_AFTER_MS = 250;

/** A JSON-RPC 2.0 client: one pending promise per request id, each with its own timeout. */
export class RpcClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Requests given up on (timed out, or answered by garbage): a late reply to them is not a protocol error. */
  private readonly abandoned = new Set<number>();
  /**
   * Requests already answered: a second reply to one is a protocol error. (A program that replies to `initialize`
   * before it was asked, then again when asked, once had its forged answer taken and its real one swallowed.)
   */
  private readonly answered = new Set<number>();
  private closedReason: string | undefined;
  /** Whether the other side went away while no request was waiting for it: no request was charged with it. */
  private closedUnasked = false;
  /**
   * Protocol errors seen outside any request (a reply nobody asked for), with the context key of the answer they
   * came after: taken by that scenario (takeStrayAfter), else reported with the next request.
   */
  private strayProblems: { problem: string; after: number | undefined }[] = [];
  /**
   * The request answered last: a line that comes while none waits was most likely printed after that answer (a
   * debug print after the reply is written), and the next request, which is charged with it, may be another
   * scenario's. Said in the message, so that the learner looks where the line came from.
   */
  private lastAnswered: Pending | undefined;
  /** Where the requests sent from now on come from (a scenario's id), for the messages that point back at an answer. */
  context: string | undefined;
  /**
   * Which scenario the requests sent from now on come from, one number each (outline rows share their id, which
   * `context` is): the key takeStrayAfter matches.
   */
  contextKey: number | undefined;
  /**
   * Every protocol error before the first scenario began: the kit's start-up probes may swallow the error of their
   * own request, and a forged early reply must still fail the run (see takeEarlyProblems).
   */
  private earlyProblems: string[] | undefined = [];

  constructor(
    private readonly channel: Channel,
    private readonly validate?: MessageValidator,
  ) {
    channel.onMessage((message) => this.receive(message));
    channel.onInvalid?.((line) => this.receiveInvalid(line));
    channel.onViolation?.((problem) => this.charge(problem));
    channel.onClose((reason) => this.close(reason));
  }

  get closed(): boolean {
    return this.closedReason !== undefined;
  }

  /** How many requests the other side has answered. */
  get answeredCount(): number {
    return this.answered.size;
  }

  /** How the other side went away, when it did while no request was waiting (so no request failed with it). */
  get endedUnasked(): string | undefined {
    return this.closedUnasked ? this.closedReason : undefined;
  }

  /**
   * Send one request; its promise settles with the answer, or fails past `timeoutMs`. With `after`, the request is
   * sent at once but its time starts only once `after` has settled: it waits behind that request at the other end
   * (the module host finishes a `reset` before it handles what came after it).
   */
  request(method: string, params: unknown, timeoutMs: number, describe = method, after?: Promise<unknown>): Promise<unknown> {
    if (this.closedReason !== undefined) {
      return Promise.reject(stoppedError(`the implementation is not running: ${this.closedReason}`, true));
    }
    const stray = this.strayProblems.splice(0);
    if (stray.length > 0) return Promise.reject(new ProtocolError(stray.map((s) => s.problem).join('\n')));

    const id = this.nextId++;
    const message: RpcRequest = { jsonrpc: '2.0', id, method, params };
    const problem = this.validate?.(method, message, 'request');
    if (problem) return Promise.reject(new Error(`kit error: the kit's own ${method} request breaks the protocol: ${problem}`));
    return new Promise((resolve, reject) => {
      const timeOut = () => {
        this.settle(id);
        // What waits for its newline, when it reads as a message (a banner such as "Loading…" is not an answer).
        let unfinished = this.channel.unfinishedLine?.();
        if (unfinished !== undefined && !unfinished.trimStart().startsWith('{')) unfinished = undefined;
        const error = new ImplementationTimeout(
          `${describe} did not answer within ${timeoutMs} ms${unfinished === undefined ? '' : withoutNewline(unfinished)}`,
        );
        error.unfinishedLine = unfinished !== undefined;
        reject(error);
      };
      const pending: Pending = { method, describe, context: this.context, contextKey: this.contextKey, resolve, reject, timer: undefined };
      this.pending.set(id, pending);
      this.channel.send(message);
      const startClock = () => {
        if (this.pending.get(id) !== pending) return;
        pending.startedAt = Date.now();
        pending.timer = setTimeout(timeOut, timeoutMs);
      };
      if (after) after.then(startClock, startClock);
      else startClock();
    });
  }

  /** Forget a pending request; a reply to it may still come, and is then dropped quietly. */
  private settle(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (pending) clearTimeout(pending.timer);
    this.abandoned.add(id);
    return pending;
  }

  private receive(message: unknown): void {
    const id = (message as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && this.answered.has(id)) {
      return this.charge(`a second reply to request ${id}, which was answered already: ${preview(JSON.stringify(message))}`);
    }
    if (typeof id === 'number' && this.abandoned.has(id) && !this.pending.has(id)) return;
    const pending = typeof id === 'number' ? this.settle(id) : undefined;
    if (pending) {
      this.answered.add(id as number);
      this.lastAnswered = pending; // its text is made only if a stray line needs it
      pending.answeredAt = Date.now();
      if (pending.startedAt !== undefined) this.onAnswered?.(pending.describe, pending.answeredAt - pending.startedAt, pending.context);
    }
    const problem = malformed(message);
    if (!pending) {
      const what = problem ?? `${unknownId(id, this.pending)}: ${preview(JSON.stringify(message))}`;
      // While a request waits, a reply that names no request it could be (an id of the wrong type, one off, none) is
      // most likely its answer, mislabelled: charged to it at once, as a protocol error, rather than left to time
      // out as "did not answer" (and later calls of the same kind "not run", as if they hung).
      if (this.pending.size > 0) return this.charge(what);
      this.noteStray(`${what}${this.whenNoneWaits()}`);
      return;
    }
    if (problem) {
      this.noteEarly(`${problem}, in answer to ${pending.describe}`);
      return pending.reject(new ProtocolError(`${problem}, in answer to ${pending.describe}`));
    }
    const invalid = this.validate?.(pending.method, message, 'response');
    if (invalid) return pending.reject(new ProtocolError(`the reply to ${pending.describe} does not match the protocol's schema: ${invalid}`));
    const response = message as RpcResponse;
    if ('error' in response) pending.reject(remoteError(pending.describe, response.error));
    else pending.resolve(response.result);
  }

  /** Told of every answer that came in time: the request, how long it took from when its time began, and its context. */
  onAnswered: ((describe: string, ms: number, context: string | undefined) => void) | undefined;

  /** How the program at the other end writes to stderr, for the message about a stray line: in its language when known. */
  howToLog = 'log to stderr';

  /** A line that is not JSON answers nothing; it is charged to the oldest request still waiting. */
  private receiveInvalid(line: string): void {
    this.charge(`a line on stdout that is not JSON: ${JSON.stringify(preview(line))} (stdout is for protocol messages only; ${this.howToLog})`);
  }

  /** A protocol problem that answers no request: charged to the oldest one still waiting, else to the next one sent. */
  private charge(problem: string): void {
    const [oldest, ...others] = this.pending.keys();
    const pending = oldest === undefined ? undefined : this.settle(oldest);
    if (!pending) return this.noteStray(`${problem}${this.whenNoneWaits()}`);
    this.noteEarly(`${problem}, while waiting for the answer to ${pending.describe}`);
    // Bytes that are no message name no request: with calls sent at once, say that the oldest is only a guess.
    const guess = others.length > 0 ? ` (the oldest of ${others.length + 1} calls waiting: the kit cannot tell which one it was meant to answer)` : '';
    pending.reject(new ProtocolError(`${problem}, while waiting for the answer to ${pending.describe}${guess}${this.justAfterAnotherScenario(pending)}`));
  }

  /**
   * A line that comes while a request of one scenario waits, moments after the last answer of another (its last
   * step ended before the line was read): most likely printed after that answer. Said, so that the learner looks
   * there and not at the request charged.
   */
  private justAfterAnotherScenario(pending: Pending): string {
    const last = this.lastAnswered;
    if (last?.answeredAt === undefined || last.contextKey === pending.contextKey || last.context === undefined) return '';
    const ms = Date.now() - last.answeredAt;
    if (ms > JUST_AFTER_MS) return '';
    const before = `; the answer to ${last.describe} (in ${last.context}) had come ${ms} ms before`;
    // A reset follows the last answer at once: the line may be the reset's own (a print where a new instance is made).
    return pending.method === 'reset'
      ? `${before}: the line was printed after that answer, or while making the new instance`
      : `${before}: the line was most likely printed after it`;
  }

  /** When bytes came that no request was waiting for: after which answer (and its scenario), the best clue to where they were printed. */
  private whenNoneWaits(): string {
    const last = this.lastAnswered;
    const answer =
      last === undefined ? 'before any answer' : `after the answer to ${last.describe}${last.context === undefined ? '' : ` (in ${last.context})`}`;
    return `, ${answer}, with no request waiting`;
  }

  /** Kept for the next request, a few at most: a flood of garbage between requests must not fill the kit's memory. */
  private noteEarly(problem: string): void {
    if (this.earlyProblems && this.earlyProblems.length < MAX_STRAY_PROBLEMS) this.earlyProblems.push(problem);
  }

  /**
   * The protocol errors seen before the first scenario, once; from then on errors go only to the requests they
   * belong to. The first scenario fails with them, whatever the start-up probes did with their own errors.
   */
  takeEarlyProblems(): string[] {
    const problems = this.earlyProblems ?? [];
    this.earlyProblems = undefined;
    // The stray ones among them are reported here, once: not again with the next request.
    if (problems.length > 0) this.strayProblems = [];
    return problems;
  }

  private noteStray(problem: string): void {
    this.noteEarly(problem);
    const after = this.lastAnswered?.contextKey;
    if (this.strayProblems.length < MAX_STRAY_PROBLEMS) this.strayProblems.push({ problem, after });
    else if (this.strayProblems.length === MAX_STRAY_PROBLEMS) this.strayProblems.push({ problem: '… and more protocol errors after these', after });
  }

  /**
   * The protocol errors that came, with no request waiting, after an answer to a request sent with `contextKey`
   * (a scenario's): taken, so that the scenario whose answer they followed fails with them, rather than whatever
   * request is sent next (often the next scenario's reset).
   */
  takeStrayAfter(contextKey: number): string[] {
    if (!this.strayProblems.some((s) => s.after === contextKey)) return [];
    const taken = this.strayProblems.filter((s) => s.after === contextKey);
    this.strayProblems = this.strayProblems.filter((s) => s.after !== contextKey);
    return taken.map((s) => s.problem);
  }

  private close(reason: string): void {
    if (this.closedReason !== undefined) return;
    this.closedReason = reason;
    this.closedUnasked = this.pending.size === 0;
    for (const [id, pending] of this.pending) {
      this.settle(id);
      pending.reject(stoppedError(`the implementation stopped while answering ${pending.describe}: ${reason}`));
    }
  }
}

/**
 * A reply whose id names no request: the id of a waiting request as another type (a string "1" for the number 1, as
 * a program that reads ids as text writes them) is said so; the kit did send that request.
 */
function unknownId(id: unknown, pending: ReadonlyMap<number, Pending>): string {
  // Only the string a number is written as ("1" for 1; not "01", " 1" or "1.0", which are other mistakes).
  const same = typeof id === 'string' && pending.has(Number(id)) && String(Number(id)) === id ? Number(id) : undefined;
  if (same !== undefined) {
    return `a reply with the id ${JSON.stringify(id)}, a string, where the request's id is the number ${same}: answer with the id exactly as it came, a number as a number`;
  }
  return `a reply to a request never sent (id ${JSON.stringify(id)})`;
}

/** Why a request seemed unanswered when an answer's bytes came without the newline that ends it. */
function withoutNewline(unfinished: string): string {
  const chars = [...unfinished].length;
  return `: the last ${chars} character(s) it wrote have no newline after them, so the kit never read them as an answer: ${JSON.stringify(preview(unfinished))}. Each answer is one line: end it with "\\n", then flush`;
}

/** What is wrong with a reply, if anything (JSON-RPC 2.0: exactly one of result and error). */
function malformed(message: unknown): string | undefined {
  const shown = () => preview(JSON.stringify(message));
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return `a reply that is not a JSON object: ${shown()}`;
  const m = message as Record<string, unknown>;
  if (m.jsonrpc !== '2.0') return `a reply without "jsonrpc": "2.0": ${shown()}`;
  if ('result' in m === 'error' in m) return `a reply needs exactly one of "result" and "error": ${shown()}`;
  if ('error' in m) {
    const e = m.error as Record<string, unknown> | null;
    if (typeof e?.code !== 'number' || typeof e.message !== 'string') return `an error reply needs a numeric "code" and a string "message": ${shown()}`;
  }
  return undefined;
}
