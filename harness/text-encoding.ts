/**
 * Text that a program garbled on its way through, by reading or writing bytes in another encoding than UTF-8: the
 * protocol's lines are UTF-8 (docs/protocol.md), and a program in a language whose streams are not (Java's
 * System.out, Perl without a layer, a locale without UTF-8) sends back "ä¿®å¤" for "修复", or "??" for it. Each
 * check that read the text failed in its own words (a list not the one sent, a message not the one asked for), and
 * each was a cause of its own, with that check's hint. Found here, where every failure passes, it is one cause that
 * says what happened.
 */
import { isUtf8 } from 'node:buffer';
import { kitFile } from './paths';

/** How a text came back: encoded twice (its UTF-8 bytes read as Latin-1), or its characters beyond ASCII made "?". */
export interface Garbled {
  how: 'encoded twice' | 'made "?"';
  /** The text the kit sent or expected, and what came back in its place. */
  sent: string;
  got: string;
}

/** Every string in a value (keys too), depth-first, at most `max` of them. */
function stringsIn(value: unknown, max = 2000): string[] {
  const found: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (found.length >= max || depth > 20) return;
    if (typeof v === 'string') found.push(v);
    else if (Array.isArray(v)) v.forEach((item) => walk(item, depth + 1));
    else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        found.push(key);
        walk(item, depth + 1);
      }
    }
  };
  walk(value, 0);
  return found;
}

/** The runs of characters beyond ASCII in a text ("修复" in "修复 the bug"). */
const NON_ASCII_RUN = /[^\u0000-\u007f]+/gu;
const NON_ASCII = /[^\u0000-\u007f]/u;
/** The longest text looked into: a garbled answer is a todo's content or a message, not a flood. */
const MAX_TEXT_WALKED = 100_000;
/** A UTF-8 lead byte read as Latin-1, then a continuation byte: what "é" ("Ã©") or "修" ("ä¿®") turn into. */
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf]/;

/**
 * Whether `actual` holds, somewhere, a text of `sources` (what the kit sent, what it expected) garbled: encoded twice,
 * or with its characters beyond ASCII each made "?". The first one found, or undefined.
 */
export function garbledText(sources: readonly unknown[], actual: unknown): Garbled | undefined {
  const got = stringsIn(actual);
  const sent = sources.flatMap((source) => stringsIn(source)).filter((text) => NON_ASCII.test(text));
  if (sent.length === 0) return undefined;
  for (const text of got) {
    // Encoded twice: Latin-1 characters whose bytes are UTF-8 of a text sent. (A text of megabytes is not walked.)
    if (text.length <= MAX_TEXT_WALKED && MOJIBAKE.test(text) && /^[\u0000-\u00ff]*$/.test(text)) {
      const bytes = Buffer.from(text, 'latin1');
      if (isUtf8(bytes)) {
        const decoded = bytes.toString('utf8');
        const run = [...decoded.matchAll(NON_ASCII_RUN)].map((match) => match[0]).find((part) => sent.some((source) => source.includes(part)));
        if (run !== undefined) return { how: 'encoded twice', sent: run, got: Buffer.from(run, 'utf8').toString('latin1') };
      }
    }
  }
  for (const source of sent) {
    // Made "?": a text sent, each character beyond ASCII a "?" (Java's encoder for a charset that lacks it).
    const asked = source.replace(NON_ASCII_RUN, (run) => '?'.repeat([...run].length));
    if (got.some((text) => text.includes(asked) && !text.includes(source))) {
      const run = source.match(NON_ASCII_RUN)![0];
      return { how: 'made "?"', sent: run, got: '?'.repeat([...run].length) };
    }
  }
  return undefined;
}

const PROTOCOL_PAGE = `How, in ${kitFile('docs/protocol.md')}, "UTF-8 both ways".`;

/** The cause and the hint of a garbled text, in words that hold for any language. */
export function garbledHint(garbled: Garbled): { cause: string; summary: string; hint: string } {
  const shown = `${JSON.stringify(garbled.sent)} came back as ${JSON.stringify(garbled.got)}`;
  return garbled.how === 'encoded twice'
    ? {
        cause: 'text-encoded-twice',
        summary: `text beyond ASCII came back encoded twice (${shown})`,
        hint:
          'its UTF-8 bytes were read as single characters (Latin-1) and encoded again: read stdin and write stdout as UTF-8, ' +
          `once (Perl: use open qw(:std :encoding(UTF-8)), or JSON::PP->new->utf8 alone; Java: an InputStreamReader and a PrintStream with StandardCharsets.UTF_8). ${PROTOCOL_PAGE}`,
      }
    : {
        cause: 'text-not-utf8',
        summary: `text beyond ASCII came back as question marks (${shown})`,
        hint:
          'its characters were written in a charset that lacks them, each replaced by "?": write stdout as UTF-8 whatever the locale ' +
          `(Java: new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8)). A program that relies on LANG passes where it is UTF-8 and fails in a CI container without one. ${PROTOCOL_PAGE}`,
      };
}
