/**
 * Newline-delimited JSON read from an untrusted byte stream, with bounds. Node's readline would buffer a line without
 * end until the string no longer fits (`RangeError: Invalid string length`), and Node's IPC channel throws an
 * uncaught SyntaxError in the kit for one line that is not JSON. This reader holds at most `maxBytes` of one line,
 * checks that the bytes are UTF-8 before decoding them (a decoder would silently put U+FFFD in their place), and
 * turns every way a line can be wrong into a description for the RPC client to charge as a protocol error.
 */
import { isUtf8 } from 'node:buffer';
import type { Readable, Writable } from 'node:stream';
import { MAX_MESSAGE_BYTES } from './defaults';

export interface LineListeners {
  /** A line that parsed as JSON. */
  message(value: unknown): void;
  /** A line that is not JSON, as text (cut to a preview by the client). */
  notJson(line: string): void;
  /** A line that is too long, or not UTF-8: what is wrong, in words. */
  violation(problem: string): void;
  /** Each line's text as the kit reads it (the kit's secrets masked: secret-mask.ts); as it came when absent. */
  text?(line: string): string;
  /** A value parsed from a line (`text`'s), as the kit reads it (its texts masked too: secret-mask.ts maskParsed). */
  parsed?(value: unknown, line: string): unknown;
}

/**
 * The offset of the first byte that does not belong to valid UTF-8 in `bytes`, or -1 when they all do. Node's native
 * check answers the common case (a 3 MB line: 7.7 ms here in JavaScript, 0.13 ms natively); only a line
 * that is not UTF-8 is walked, to say where.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    // How many continuation bytes the lead byte announces, and the smallest code point that needs them (a smaller
    // one is an overlong encoding).
    const [need, min] = b >= 0xc2 && b <= 0xdf ? [1, 0x80] : b >= 0xe0 && b <= 0xef ? [2, 0x800] : b >= 0xf0 && b <= 0xf4 ? [3, 0x10000] : [0, 0];
    if (need === 0) return i;
    let code = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i; // cut short, or not a continuation byte
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/**
 * Read `stream` as one JSON value per line. `name` says where the bytes come from ("stdout"), for the messages.
 * Blank lines are ignored. Past `maxBytes` without a newline, the line is reported once and skipped to its end.
 * Returns what has come since the last newline, if anything (as `text` reads it): an answer written without its
 * newline waits there, where it looks like an answer never written.
 */
export function readJsonLines(stream: Readable, name: string, listeners: LineListeners, maxBytes = MAX_MESSAGE_BYTES): () => string | undefined {
  let parts: Buffer[] = [];
  let held = 0;
  let offset = 0; // of the first byte of the current line, in the whole stream
  let skipping = false;

  const finishLine = (line: Buffer, lineOffset: number) => {
    const bad = firstInvalidUtf8(line);
    if (bad >= 0) {
      const byte = line[bad]!.toString(16).padStart(2, '0');
      return listeners.violation(`bytes on ${name} that are not UTF-8: 0x${byte} at byte offset ${lineOffset + bad} (the protocol is UTF-8 JSON)`);
    }
    const decoded = line.toString('utf8');
    const text = listeners.text ? listeners.text(decoded) : decoded;
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return listeners.notJson(text);
    }
    listeners.message(listeners.parsed ? listeners.parsed(value, text) : value);
  };

  stream.on('data', (chunk: Buffer) => {
    let start = 0;
    for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, nl);
      // A line inside one chunk (most of them) is read where it is; one spread over chunks is joined first.
      if (!skipping && held + piece.length <= maxBytes) finishLine(parts.length === 0 ? piece : Buffer.concat([...parts, piece]), offset);
      else if (!skipping) listeners.violation(`a message on ${name} longer than ${maxBytes} bytes, at byte offset ${offset} (the kit does not read past that)`);
      offset += held + piece.length + 1;
      parts = [];
      held = 0;
      skipping = false;
      start = nl + 1;
    }
    const rest = chunk.subarray(start);
    if (rest.length === 0) return;
    if (skipping) {
      held += rest.length;
      return;
    }
    if (held + rest.length > maxBytes) {
      listeners.violation(`a message on ${name} longer than ${maxBytes} bytes, at byte offset ${offset} (the kit does not read past that)`);
      skipping = true;
      held += rest.length;
      parts = [];
      return;
    }
    parts.push(Buffer.from(rest)); // a copy: the chunk's memory may be reused
    held += rest.length;
  });
  return () => {
    if (held === 0 || skipping) return undefined;
    const text = Buffer.concat(parts).toString('utf8');
    return listeners.text ? listeners.text(text) : text;
  };
}

/**
 * Write one JSON value per line to `stream`. Every write to a pipe wakes the process reading it, so lines of a burst
 * share one: with `hold`, more lines are coming this tick, and this one may wait for them (until the next tick at the
 * latest); a line written without `hold` goes out at once, with whatever waited.
 */
export function jsonLineWriter(stream: Writable): (message: unknown, hold: boolean) => void {
  const flush = () => stream.uncork();
  return (message, hold) => {
    if (hold && stream.writableCorked === 0) {
      stream.cork();
      process.nextTick(flush);
    }
    stream.write(`${JSON.stringify(message)}\n`);
    if (!hold && stream.writableCorked > 0) stream.uncork();
  };
}
