/**
 * What an implementation printed, kept for people to read: its newest whole lines (a module's stdout and stderr, a
 * program's stderr). A failing scenario shows those it printed while it ran (ImplementationProcess.takeOutput); a
 * crash, its last ones. Untrusted text, bounded as it comes in:
 *
 * - a line written in pieces is one line, and each stream's pieces are kept apart until its line ends, so that
 *   stdout's and stderr's never mix; a character split between two writes is decoded whole;
 * - a line is kept to its first OUTPUT_LINE_CHARS characters, and only OUTPUT_TAIL_LINES lines are kept;
 * - a flood costs a byte count: of a large chunk only the tail is decoded, and its lines are not counted;
 * - what is shown has its control characters escaped, and is cut again once escaped (an escape is six characters).
 */
import { StringDecoder } from 'node:string_decoder';
import { OUTPUT_TAIL_LINES } from './defaults';
import { escapeControl } from './safe-text';

/** Characters kept of one line (a line without end must not fill the tail). */
export const OUTPUT_LINE_CHARS = 500;
/**
 * Characters held of one line until it is shown: more than are shown, so that what `named` takes out of a line (a
 * secret, masked as ***: secret-mask.ts; a long path) is found whole before the line is cut, never a part of it left.
 */
const HELD_LINE_CHARS = OUTPUT_LINE_CHARS + 1 + 4096;
/** A chunk larger than this is a flood: only its tail is read, and its lines are not counted. */
const FLOOD_CHUNK_BYTES = OUTPUT_TAIL_LINES * (OUTPUT_LINE_CHARS + 1) * 4;

type Stream = 'stdout' | 'stderr';

/** A line kept (OUTPUT_LINE_CHARS + 1 characters at most: one more says it was longer), escaped and cut to size. */
function shownLine(line: string): string {
  // Not between the two halves of a surrogate pair, nor, once escaped, inside an escape.
  const end = /[\ud800-\udbff]/.test(line[OUTPUT_LINE_CHARS - 1] ?? '') ? OUTPUT_LINE_CHARS - 1 : OUTPUT_LINE_CHARS;
  let shown = escapeControl(line.slice(0, end));
  let cut = line.length > end;
  if (shown.length > OUTPUT_LINE_CHARS) {
    shown = shown
      .slice(0, OUTPUT_LINE_CHARS)
      .replace(/[\ud800-\udbff]$/, '')
      .replace(/\\(u[0-9a-fA-F]{0,3})?$/, '');
    cut = true;
  }
  return cut ? `${shown}… [cut by the kit]` : shown;
}

export interface Shown {
  /** The newest lines, each escaped and cut to size, oldest first. */
  lines: string[];
  /** How many lines printed are not among them; undefined when a flood's were not counted. */
  left: number | undefined;
}

export class OutputCapture {
  /**
   * `named`: a line as it is shown, its paths named from the run's folder (a traceback's absolute "File
   * \"/…/tom/todo.py\"" as tom/todo.py), so that a graded student's report names no folder of the grader's.
   */
  constructor(private readonly named: (line: string) => string = (line) => line) {}

  private lines: string[] = [];
  private readonly pending: Record<Stream, string> = { stdout: '', stderr: '' };
  private readonly decoders: Record<Stream, StringDecoder> = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  /** Lines ended since the last take. */
  private ended = 0;
  /** A flood's lines went by uncounted since the last take. */
  private uncounted = false;

  write(stream: Stream, chunk: Buffer): void {
    let text: string;
    if (chunk.length > FLOOD_CHUNK_BYTES) {
      // Its start is not read: the tail's first line is a part of one, and the line pending before it ended unseen.
      this.uncounted = true;
      this.decoders[stream] = new StringDecoder('utf8');
      const tail = this.decoders[stream].write(chunk.subarray(-FLOOD_CHUNK_BYTES));
      const first = tail.indexOf('\n');
      // The middle of one long line: what comes next ends it, shown as the part of a line it is.
      this.pending[stream] = first === -1 ? '…' : '';
      if (first === -1) return;
      text = tail.slice(first + 1);
    } else {
      text = this.decoders[stream].write(chunk);
    }
    const segments = (this.pending[stream] + text).split('\n');
    // More characters than are shown: enough to say that the line was longer, once `named` has had the whole of it.
    this.pending[stream] = segments.pop()!.slice(0, HELD_LINE_CHARS);
    this.ended += segments.length;
    for (const line of segments.slice(-OUTPUT_TAIL_LINES)) this.lines.push(line.slice(0, HELD_LINE_CHARS));
    if (this.lines.length > OUTPUT_TAIL_LINES) this.lines.splice(0, this.lines.length - OUTPUT_TAIL_LINES);
  }

  /** The newest lines, within `maxChars` once escaped (at least one line), and how many are left out. */
  shown(maxChars: number): Shown {
    const unended = [this.pending.stdout, this.pending.stderr].filter((line) => line !== '');
    const lines = [...this.lines, ...unended].slice(-OUTPUT_TAIL_LINES).map((line) => shownLine(this.named(line)));
    while (lines.length > 1 && lines.reduce((sum, line) => sum + line.length + 1, 0) > maxChars) lines.shift();
    return { lines, left: this.uncounted ? undefined : this.ended + unended.length - lines.length };
  }

  /** What `shown` says, after which the capture starts afresh (a scenario's output is its own). */
  take(maxChars: number): Shown {
    const shown = this.shown(maxChars);
    this.lines = [];
    this.pending.stdout = '';
    this.pending.stderr = '';
    this.ended = 0;
    this.uncounted = false;
    return shown;
  }
}
