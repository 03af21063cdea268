/**
 * Judging the texts the document prescribes: the rendered list and the error messages. A failure names the
 * broken requirement and, where the mistake is a classic one, says so in a hint.
 */
import { fail } from '../../harness/failure-report';
import type { OutcomeRecord } from './world';

/** Hints for a rendered list that differs from the expected one. */
function renderHints(expected: string, actual: string): string | undefined {
  const hints: string[] = [];
  if (actual === `${expected}\n`) hints.push('nothing follows the last line: the lines are joined with "\\n", with no newline at the end.');
  const footer = /\((\d+)\/(\d+) completed\)$/;
  const e = footer.exec(expected);
  const a = footer.exec(actual);
  if (e && a && e[1] !== a[1]) {
    hints.push('only completed items count as completed: an in_progress item is not done yet (sum(1 for t in items if t["status"] == "completed")).');
  }
  if (e && !actual.includes(`\n\n(`) && actual.includes('\n(')) {
    hints.push('an empty line comes before the count: render() appends f"\\n({completed}/{total} completed)" and joins the lines with "\\n".');
  }
  if (/ <- /.test(expected) && !/ <- /.test(actual)) hints.push('the in_progress line shows the activeForm: "[>] {content} <- {activeForm}".');
  if (/\n {1,}|^ {1,}|\[.\] {2,}| <- {2,}| \n/m.test(actual) && !/ \n/.test(expected)) {
    hints.push('content and activeForm are stored stripped: str(item.get("content", "")).strip().');
  }
  if (/\[ \] /.test(actual) && !/\[ \] /.test(expected)) hints.push('status is lower-cased before it is checked and stored: "In_Progress" is in_progress.');
  return hints.length > 0 ? hints.join('\n') : undefined;
}

/** Hints for an error message that differs from the expected one. */
function messageHints(expected: string, actual: string): string | undefined {
  const index = (text: string) => /^Item (\d+):/.exec(text)?.[1];
  const [ei, ai] = [index(expected), index(actual)];
  if (ei !== undefined && ai !== undefined && Number(ai) === Number(ei) + 1 && expected.slice(ei.length) === actual.slice(ai.length)) {
    return 'indexes are 0-based, as enumerate() counts: the first item is "Item 0".';
  }
  if (ei !== undefined && actual === 'Max 20 todos allowed') {
    return 'the cap is checked after every item has passed its own checks: a faulty item among 21 is reported first.';
  }
  if (ei !== undefined && actual === 'Only one task can be in_progress at a time') {
    return 'count the items in progress while checking them, but raise only after every item (and the cap) has been checked.';
  }
  if (expected === 'Max 20 todos allowed' && actual === 'Only one task can be in_progress at a time') {
    return 'the cap comes before the single-focus check.';
  }
  if (/invalid status/.test(expected) && /invalid status/.test(actual) && expected.toLowerCase() === actual.toLowerCase()) {
    return "the status is lower-cased first, and the message quotes the lower-cased value: str(item.get(\"status\", \"pending\")).lower().";
  }
  return undefined;
}

/** Hints for a list that was accepted though the document refuses it. */
function acceptedHints(expected: string): string | undefined {
  if (expected === 'Max 20 todos allowed') return 'more than 20 items are refused: 20 is fine, 21 is not (len(validated) > 20).';
  if (expected === 'Only one task can be in_progress at a time') return 'more than one in_progress is refused: one is fine, two are not (in_progress_count > 1).';
  if (/content required|activeForm required/.test(expected)) return 'strip the text before checking it: "   " is empty once stripped.';
  if (/invalid status/.test(expected)) return 'only pending, in_progress and completed are valid, after lower-casing.';
  return undefined;
}

/** Hints for a list that was refused though the document accepts it. */
function refusedHints(message: string): string | undefined {
  if (/invalid status/.test(message)) return 'the status is lower-cased before the check ("PENDING" is pending), and a missing status is "pending".';
  if (message === 'Max 20 todos allowed') return 'exactly 20 items are allowed: the check is len(validated) > 20.';
  if (message === 'Only one task can be in_progress at a time') return 'one item in progress is allowed: the check is in_progress_count > 1.';
  return undefined;
}

/** The call returned exactly `expected`. */
export function expectReturned(record: OutcomeRecord, expected: string, requirements: string[], what = record.call): void {
  const o = record.outcome;
  if ('raised' in o) {
    fail({
      requirements,
      summary: `${what} raised "${o.raised.message}" where the document accepts the list`,
      expected,
      actual: o.raised,
      diff: [],
      hint: refusedHints(o.raised.message),
    });
  }
  if (o.returned === expected) return;
  fail({
    requirements,
    summary: typeof o.returned === 'string' ? `${what} returned another text than the document's` : `${what} returned ${typeof o.returned}, not the rendered text`,
    expected,
    actual: o.returned,
    hint: typeof o.returned === 'string' ? renderHints(expected, o.returned) : 'update returns render(): a string.',
  });
}

/** The call raised, with exactly `message`. */
export function expectRaised(record: OutcomeRecord, message: string, requirements: string[]): void {
  const o = record.outcome;
  if ('returned' in o) {
    fail({
      requirements,
      summary: `${record.call} accepted the list; the document refuses it with "${message}"`,
      expected: { raised: message },
      actual: { returned: o.returned },
      diff: [],
      hint: acceptedHints(message),
    });
  }
  if (o.raised.message === message) return;
  fail({
    requirements,
    summary: `${record.call} raised another message than the document's`,
    expected: message,
    actual: o.raised.message,
    hint: messageHints(message, o.raised.message),
  });
}

/** A text judged exactly: render() and the like. */
export function expectText(call: string, actual: unknown, expected: string, requirements: string[]): void {
  if (actual === expected) return;
  fail({
    requirements,
    summary: typeof actual === 'string' ? `${call} gave another text than the document's` : `${call} gave ${actual === null ? 'null' : typeof actual}, not a text`,
    expected,
    actual,
    hint: typeof actual === 'string' ? renderHints(expected, actual) : undefined,
  });
}

/** The kit's own model of render(), for lists the kit generates (20 items and the like). */
export function renderModel(items: Array<Record<string, unknown>>): string {
  if (items.length === 0) return 'No todos.';
  const lines = items.map((t) =>
    t.status === 'completed' ? `[x] ${String(t.content)}` : t.status === 'in_progress' ? `[>] ${String(t.content)} <- ${String(t.activeForm)}` : `[ ] ${String(t.content)}`,
  );
  const completed = items.filter((t) => t.status === 'completed').length;
  return `${lines.join('\n')}\n\n(${completed}/${items.length} completed)`;
}
