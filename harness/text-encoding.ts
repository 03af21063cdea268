/**
 * Text that a program garbled on its way through, by reading or writing bytes in another encoding than UTF-8: the
 * protocol's lines are UTF-8 (docs/protocol.md), and a program in a language whose streams are not (Java's
 * System.in and System.out before Java 18, Perl without a layer, a locale without UTF-8) sends back "ä¿®å¤" for
 * "修复", or "??????" for it. Each check that read the text failed in its own words (a list not the one sent, a
 * message not the one asked for), and each was a cause of its own, with that check's hint. Found here, where every
 * failure passes, it is one cause that says what happened.
 *
 * Programs only: a module's text never crosses a stream, and a "?" in a module's answer is its own words. A text
 * is taken for garbled only with some of its own ASCII around what was garbled (a lone "é" made "?" is any "?"),
 * and never when the garbled form is itself among the texts sent (a scenario that sends "Ã©" may get it back).
 */
import { isUtf8 } from 'node:buffer';
import { kitFile } from './paths';

/** How a text came back: encoded twice (its UTF-8 bytes read as single characters), or its characters beyond ASCII made "?". */
export interface Garbled {
  how: 'encoded twice' | 'made "?"';
  /** The text the kit sent or expected, and what came back in its place. */
  sent: string;
  got: string;
}

/** Whether the implementation is a program over the line protocol (set as it starts: implementation-under-test.ts). */
export const streams = { program: false };

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
/** ASCII letters or digits a garbled text keeps of its own, at the least, to be told from any "?" or any mojibake. */
const OWN_ASCII = 2;

/**
 * A character as the byte it stands for when UTF-8 was read one byte a character: Latin-1 (each byte its code point)
 * or Windows-1252 (bytes 0x80 to 0x9f as "€", "™", …, where Java and .NET on Windows read them).
 */
const BYTE_OF = (() => {
  const map = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) map.set(String.fromCharCode(byte), byte);
  const cp1252 = new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i));
  [...cp1252].forEach((char, i) => map.set(char, 0x80 + i));
  return map;
})();

/** The bytes a text stands for when each of its characters was one byte of UTF-8, if every one can be. */
function bytesOf(text: string): Buffer | undefined {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = BYTE_OF.get(char);
    if (byte === undefined) return undefined;
    bytes.push(byte);
  }
  return Buffer.from(bytes);
}

const ownAscii = (text: string) => (text.match(/[A-Za-z0-9]/g) ?? []).length >= OWN_ASCII;

/**
 * Whether `actual` holds, somewhere, a text of `sources` (what the kit sent, what it expected) garbled: encoded twice,
 * or with its characters beyond ASCII made "?" (one a character, or one a byte of their UTF-8, as Java 17 reads and
 * writes them in an ASCII locale). The first one found, or undefined.
 */
export function garbledText(sources: readonly unknown[], actual: unknown): Garbled | undefined {
  if (!streams.program) return undefined;
  const got = stringsIn(actual).filter((text) => text.length <= MAX_TEXT_WALKED);
  const all = sources.flatMap((source) => stringsIn(source));
  const sent = all.filter((text) => NON_ASCII.test(text) && text.length <= MAX_TEXT_WALKED);
  if (sent.length === 0) return undefined;
  const wasSent = (text: string) => all.some((source) => source.includes(text));
  for (const text of got) {
    // Encoded twice: characters whose bytes are the UTF-8 of a text sent, with some of that text's ASCII around.
    if (!NON_ASCII.test(text)) continue;
    const bytes = bytesOf(text);
    if (bytes === undefined || !isUtf8(bytes)) continue;
    const decoded = bytes.toString('utf8');
    if (decoded === text || !ownAscii(decoded) || !sent.some((source) => source.includes(decoded))) continue;
    // The garbled form of its first run beyond ASCII: a character of the text for each byte of the run's UTF-8.
    const run = decoded.match(NON_ASCII_RUN)![0];
    const at = Buffer.byteLength(decoded.slice(0, decoded.indexOf(run)));
    const garbled = [...text].slice(at, at + Buffer.byteLength(run)).join('');
    if (wasSent(garbled)) continue;
    return { how: 'encoded twice', sent: run, got: garbled };
  }
  for (const source of sent) {
    if (!ownAscii(source)) continue;
    // Made "?": each character beyond ASCII one "?" (Java 18 and later), or one for each of its bytes (Java 17, whose
    // reader made every byte a character of its own), or each byte U+FFFD (stdout fixed, stdin still not).
    const forms = [
      (run: string) => '?'.repeat([...run].length),
      (run: string) => '?'.repeat(Buffer.byteLength(run)),
      (run: string) => '\ufffd'.repeat(Buffer.byteLength(run)),
    ];
    for (const form of forms) {
      const asked = source.replace(NON_ASCII_RUN, form);
      if (got.some((text) => text.includes(asked)) && !wasSent(asked)) {
        const run = source.match(NON_ASCII_RUN)![0];
        return { how: 'made "?"', sent: run, got: form(run) };
      }
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
          'its UTF-8 bytes were read as single characters (Latin-1, Windows-1252) and encoded again: read stdin and write stdout as UTF-8, ' +
          `once (Perl: use open qw(:std :encoding(UTF-8)), or JSON::PP->new->utf8 alone; Java: an InputStreamReader and a PrintStream with StandardCharsets.UTF_8). ${PROTOCOL_PAGE}`,
      }
    : {
        cause: 'text-not-utf8',
        summary: `text beyond ASCII came back as question marks (${shown})`,
        hint:
          'its characters were read or written in a charset that lacks them, each replaced: read stdin and write stdout as UTF-8 whatever the locale ' +
          '(Java: new InputStreamReader(System.in, StandardCharsets.UTF_8), and new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8)). ' +
          `A program that relies on LANG passes where it is UTF-8 and fails in a CI container without one. ${PROTOCOL_PAGE}`,
      };
}
