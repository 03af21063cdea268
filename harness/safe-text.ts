/**
 * Text that came from an implementation is data, never instructions to a terminal, a Markdown renderer or an XML
 * parser. These helpers make it safe to show and bound its size: an implementation that answers with ANSI escapes
 * must not clear the grader's screen, one that answers with a megabyte must not write gigabytes of reports.
 */
import { MAX_TEXT_CHARS, MAX_VALUE_CHARS } from './defaults';

/**
 * Control characters shown as escapes (`\u001b[2J`, `\r`, `\u0007`): ESC, CR, BEL, NUL, DEL, the C1 controls and
 * the Unicode line and paragraph separators, and lone surrogates (invalid in XML and in UTF-8). Newline and tab
 * are kept: multi-line messages stay readable.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

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

/** At most `max` characters, with a note saying how much was cut (never in the middle of a surrogate pair). */
export function truncate(text: string, max = MAX_TEXT_CHARS): string {
  if (text.length <= max) return text;
  let end = max;
  if (/[\ud800-\udbff]/.test(text[end - 1] ?? '')) end -= 1;
  return `${text.slice(0, end)}… [${text.length - end} more characters cut by the kit]`;
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
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    return `(a value the kit cannot show: ${(error as Error).message})`;
  }
  return truncate(json ?? 'undefined', max);
}

/**
 * A value to keep as data in a report (outcomes.json, an attachment): itself when its JSON is at most `max`
 * characters, else its JSON cut to `max`, as a string, with the note saying so.
 */
export function boundedValue(value: unknown, max = MAX_VALUE_CHARS): unknown {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    return `(a value the kit cannot show: ${(error as Error).message})`;
  }
  return json === undefined || json.length <= max ? value : truncate(json, max);
}

/** A Markdown table cell: no HTML, no line break, no pipe, no control character can escape it. */
export function markdownCell(text: string): string {
  return escapeControl(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ')
    .replace(/`/g, '\\`');
}
