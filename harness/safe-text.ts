/**
 * Text that came from an implementation is data, never instructions to a terminal, a Markdown renderer or an XML
 * parser. These helpers make it safe to show and bound its size: an implementation that answers with ANSI escapes
 * must not clear the grader's screen, one that answers with a megabyte must not write gigabytes of reports.
 */
import { MAX_TEXT_CHARS, MAX_VALUE_CHARS, SHOWN_INPUT_CHARS } from './defaults';

/**
 * Control characters shown as escapes (`\u001b[2J`, `\r`, `\u0007`): ESC, CR, BEL, NUL, DEL, the C1 controls and
 * the Unicode line and paragraph separators, U+FFFE and U+FFFF, and lone surrogates (these three invalid in XML,
 * surrogates in UTF-8 too). Newline and tab are kept: multi-line messages stay readable.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMED: Record<string, string> = { '\r': '\\r', '\f': '\\f', '\v': '\\v', '\b': '\\b' };

/** `text` with every control character (but newline and tab) written as an escape, so it can only be read. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Whether `text` holds a character escapeControl would rewrite. */
export function hasControl(text: string): boolean {
  CONTROL.lastIndex = 0;
  const found = CONTROL.test(text);
  CONTROL.lastIndex = 0;
  return found;
}

/**
 * At most `max` characters, with a note saying how much was cut (never in the middle of a surrogate pair).
 * `fullLength` is the length of the text `text` stands for, when `text` is already a shortened copy of it.
 */
export function truncate(text: string, max = MAX_TEXT_CHARS, fullLength = text.length): string {
  if (fullLength <= max) return text;
  let end = Math.min(max, text.length);
  if (/[\ud800-\udbff]/.test(text[end - 1] ?? '')) end -= 1;
  return `${text.slice(0, end)}… [${fullLength - end} more characters cut by the kit]`;
}

/** A text for a call's one-line description (a command line): at most SHOWN_INPUT_CHARS, cut with the note. */
export function shortText(text: string): string {
  return truncate(text, SHOWN_INPUT_CHARS);
}

/** A value's JSON for a call's one-line description (its input): at most SHOWN_INPUT_CHARS, cut with the note. */
export function shortJson(value: unknown): string {
  return shortText(JSON.stringify(value) ?? 'undefined');
}

/** Text from an implementation, ready for a terminal, a report or a message: bounded, then escaped. */
export function safeText(text: string, max = MAX_TEXT_CHARS): string {
  return escapeControl(truncate(text, max));
}

/**
 * A value as JSON, at most `max` characters of it: a value copied into a failure message or a report is cut with a
 * note instead of being copied whole (1 MB of content once wrote 2 GB of reports). Deep values are fine: JSON.stringify
 * is iterative enough for what the wire carries, and a value that cannot be stringified says so.
 */
export function boundedJson(value: unknown, max = MAX_VALUE_CHARS): string {
  const json = shortenedJson(value, max);
  return typeof json === 'string' ? json : truncate(json.text ?? 'undefined', max, json.fullLength);
}

/**
 * The JSON of `value` with every string longer than `max` cut to its first `max` characters, and the length the
 * whole JSON would have: all that a cut at `max` characters needs, at a fraction of the cost when the value holds a
 * long text (a failure copies the same 3 MB answer into several diff lines and messages, and each copy once
 * serialised all of it: 6 s of a hostile run's CPU). A value without a long text is serialised as it is: a replacer
 * costs a call per item, three times the plain cost for an array of a million. Or a sentence, when the value
 * cannot be serialised; `text` is undefined for a value JSON leaves out (undefined, a function).
 */
function shortenedJson(value: unknown, max: number): { text: string | undefined; fullLength: number } | string {
  let hidden = 0;
  let text: string | undefined;
  try {
    if (!holdsLongString(value, max)) text = JSON.stringify(value);
    else
      text = JSON.stringify(value, (_key, item: unknown) => {
        if (typeof item !== 'string' || item.length <= max) return item;
        const kept = item.slice(0, max);
        hidden += jsonLength(item) - JSON.stringify(kept).length;
        return kept;
      });
  } catch (error) {
    return `(a value the kit cannot show: ${(error as Error).message})`;
  }
  return { text, fullLength: (text ?? 'undefined').length + hidden };
}

/** How many items holdsLongString looks at before it gives up (and the value is serialised as it is). */
const ITEMS_LOOKED_AT = 1000;

/** Whether `value` is, or holds within its first ITEMS_LOOKED_AT items, a string longer than `max`. */
function holdsLongString(value: unknown, max: number): boolean {
  const pending: unknown[] = [value];
  for (let looked = 0; pending.length > 0 && looked < ITEMS_LOOKED_AT; looked++) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.length > max) return true;
    } else if (typeof item === 'object' && item !== null) {
      pending.push(...(Array.isArray(item) ? item.slice(0, ITEMS_LOOKED_AT) : Object.values(item).slice(0, ITEMS_LOOKED_AT)));
    }
  }
  return false;
}

/**
 * The length of a long string's JSON, measured once: a string never changes, and V8 keeps a string's hash, so
 * asking again costs no pass over the text. Bounded: the memory of a few recent long strings.
 */
const jsonLengths = new Map<string, number>();
const JSON_LENGTHS_KEPT = 64;

function jsonLength(text: string): number {
  let length = jsonLengths.get(text);
  if (length === undefined) {
    length = JSON.stringify(text).length;
    if (jsonLengths.size >= JSON_LENGTHS_KEPT) jsonLengths.clear();
    jsonLengths.set(text, length);
  }
  return length;
}

/**
 * A value to keep as data in a report (outcomes.json, an attachment): itself when its JSON is at most `max`
 * characters, else its JSON cut to `max`, as a string, with the note saying so.
 */
export function boundedValue(value: unknown, max = MAX_VALUE_CHARS): unknown {
  const json = shortenedJson(value, max);
  if (typeof json === 'string') return json;
  return json.text === undefined || json.fullLength <= max ? value : truncate(json.text, max, json.fullLength);
}

/**
 * A Markdown table cell: no HTML, no line break, no pipe, no control character can escape it, and no link, image or
 * emphasis can be made in it (a student's stderr quoted in a note must not show a picture or a link on a CI page).
 * A backslash is escaped first, so that one the text holds cannot undo the escape of the character after it.
 */
export function markdownCell(text: string): string {
  return (
    escapeControl(text)
      .replace(/\\/g, '\\\\')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;') // no HTML starts without one: `>` stays as it reads (a hint's `>= 10`)
      .replace(/[|`*_[\]()!~]/g, (c) => `\\${c}`)
      .replace(/\r?\n/g, ' ')
      // GitHub links a bare URL, www. and an e-mail address by itself: a zero-width space in each keeps it text.
      .replace(/:\/\//g, ':/\u200b/')
      .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\u200b.`)
      .replace(/@/g, '@\u200b')
  );
}
