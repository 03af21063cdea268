import { join, sep } from 'node:path';
import { KIT_ROOT, MAX_TEXT_CHARS } from './defaults';
import { safeText } from './safe-text';
import type { OutcomeKind } from '../api/record';

/**
 * Why a scenario did not pass. Cucumber knows only "failed"; the kit tells a learner more:
 * a wrong behaviour is not the same problem as a crash or a hang. The error's `name` carries the kind
 * through cucumber's message stream, where the summary and the reports read it back.
 */
export type { OutcomeKind } from '../api/record';

const KIND_BY_ERROR_NAME: Record<string, OutcomeKind> = {
  ConformanceFailure: 'failed',
  ImplementationError: 'errored',
  ImplementationTimeout: 'timed out',
  ProtocolError: 'protocol error',
  NotRun: 'not run',
};

/** How a frame of the kit's own code names its file: from the kit's folder, wherever the kit is installed. */
const KIT_FRAME = 'kit:';

/**
 * The base of the kit's verdicts. Its stack is the message and one frame: the kit's own frames would only hide
 * what the learner needs (their own frames, where there are any, are part of the message). One frame must stay:
 * without any, cucumber's stack parser takes the text for another engine's format and backtracks for seconds.
 */
class KitVerdict extends Error {
  /**
   * `learnerFrames`: the implementation's own stack frames, when it threw. They become this error's stack, after the
   * message, and nothing of the kit's: cucumber prints a stack's frames apart from its message, so frames kept in
   * the message were printed twice, beside a frame of the kit's own.
   */
  constructor(message: string, learnerFrames?: string) {
    // A verdict's message is copied into the terminal and every report: bounded and with control characters
    // escaped, whatever value of the implementation's a step put into it (safe-text.ts).
    super(safeText(message, MAX_TEXT_CHARS));
    this.name = new.target.name; // cucumber records the constructor's name as the error type: keep them equal
    const frames = (new Error().stack ?? '').split('\n').filter((line) => /^\s+at .*:\d+:\d+\)?$/.test(line));
    // Named from the kit's folder ("kit:step-definitions/…"), not where it is installed: a graded student's reports
    // name no folder of the grader's.
    const frame = (frames.find((line) => line.includes('steps.ts')) ?? frames.find((line) => !line.includes('outcomes.ts')) ?? '    at kit (kit.ts:1:1)')
      .split(KIT_ROOT + sep)
      .join(KIT_FRAME);
    // cucumber takes as frames every line of a stack that reads as one (error-stack-parser), the message's too, and
    // prints them after the message: a message that quotes a stack (an error wrapped in another's message, a Java
    // program's output tail) had those lines printed twice. Such a message's stack opens with its first line alone.
    const header = FRAME_LIKE.test(this.message) ? this.message.split('\n', 1)[0] : this.message;
    this.stack = `${this.name}: ${header}\n${learnerFrames?.trim() ? safeText(learnerFrames, MAX_TEXT_CHARS) : frame}`;
  }
}

/** A line that error-stack-parser, as cucumber uses it, reads as a V8 frame (its CHROME_IE_STACK_REGEXP). */
const FRAME_LIKE = /^\s*at .*(\S+:\d+|\(native\))/m;

/**
 * The frames of a verdict's stack that are the implementation's (what `learnerFrames` gave), for the reports: those
 * after its `message`. The message may hold lines that read as frames itself (a program's output tail: a Java or a
 * Node program's stack trace on stderr), which are shown with it, and were shown again, twice, as frames.
 */
export function learnerFramesOf(stack: string | undefined, message?: string): string {
  const at = message ? (stack ?? '').indexOf(message) : -1;
  const lines = (at >= 0 ? stack!.slice(at + message!.length) : (stack ?? '')).split('\n').filter((line) => /^\s+at /.test(line));
  const kitFolders = ['harness', 'step-definitions', 'cli'].map((folder) => join(KIT_ROOT, folder));
  return lines.filter((line) => !line.includes('kit.ts:1:1') && !line.includes(KIT_FRAME) && !kitFolders.some((folder) => line.includes(folder))).join('\n');
}

/** The implementation behaved, but not as the PRD says. */
export class ConformanceFailure extends KitVerdict {}

/** The implementation threw, rejected, crashed or exited instead of answering. */
export class ImplementationError extends KitVerdict {
  /** The data of the JSON-RPC error it answered with, if any (a module host's: the exports of a module without the factory). */
  data?: unknown;
  /** The implementation's process ended (exited, was killed) instead of answering: it raised nothing a step could read. */
  stopped?: boolean;
  /** …and had ended before this request was sent (after answering an earlier one): this request did not end it. */
  stoppedBefore?: boolean;
}

/** The implementation did not answer in time (a promise that never settles, or an endless loop). */
export class ImplementationTimeout extends KitVerdict {
  /** …though bytes came after its last newline: an answer written without the newline that ends it, most likely. */
  unfinishedLine?: boolean;
}

/** An out-of-process implementation broke the line protocol (not JSON, unknown id, malformed reply). */
export class ProtocolError extends KitVerdict {}

/**
 * Held back by the kit: the scenario (the circuit breaker), or one call of it (the fault budget), would only repeat
 * a crash or a hang that an earlier scenario already shows. Not a pass, and not a failure of its own: the earlier
 * one is what to fix.
 */
export class NotRun extends KitVerdict {}

/** Classify a failed step from the error type cucumber recorded (any other error is the kit's assertion: failed). */
export function outcomeKindOfError(errorType: string | undefined, message = ''): OutcomeKind {
  if (errorType && KIND_BY_ERROR_NAME[errorType]) return KIND_BY_ERROR_NAME[errorType]!;
  if (/function timed out/i.test(message)) return 'timed out';
  return 'failed';
}

/** The run cannot start: a wrong path, an empty argument, a module without the export, another profile. Exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  /** The profile the implementation turned out to speak, when not the one chosen: the help shown is that one's. */
  speaks?: string;
}
