/**
 * Judging the texts the document prescribes: the rendered list and the error messages. A failure names the
 * broken requirement and, where the mistake is a classic one, says so in a hint.
 */
import { catalogue } from '../../harness/catalogue';
import { fail, ownWordsCause } from '../../harness/failure-report';
import { textChange } from '../../harness/text-change';
import { NON_JSON_MARKER } from '../../harness/wire';
import type { OutcomeRecord } from './world';
import { executeToolName, INPUT_KEY_CAUSE, inTheirLanguage, itemsNotTodos, missingInputKey } from './hints';

/** What a value that is not a text is, for a message: "nothing (undefined)", "null", "a number"… */
export function whatValueIs(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object' && (value as Record<string, unknown>)[NON_JSON_MARKER] === 'undefined') return 'nothing (undefined)';
  return Array.isArray(value) ? 'an array' : `a ${typeof value === 'object' ? 'object' : typeof value}`;
}

/** The requirement whose message template (catalogue.profile.messages) gives this exact text, if any. */
export function ruleOfMessage(message: string): string | undefined {
  for (const { requirement, template } of catalogue().profile.messages ?? []) {
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[a-z]+\\?\}/g, '.*');
    if (new RegExp(`^${pattern}$`).test(message)) return requirement;
  }
  return undefined;
}

/** The requirements a failure about `message` names: the rule the mistake breaks first, then the scenario's. */
export function requirementsFor(message: string, scenario: string[], diagnosed?: string): string[] {
  return [...new Set([diagnosed, ruleOfMessage(message), ...scenario].filter((r): r is string => Boolean(r)))];
}

/** What a text that differs from the document's says about the mistake: the rule it breaks first, a hint, a named cause. */
export interface Diagnosis {
  requirement?: string;
  hint?: string;
  /** FailureDetails.cause: the mistake named, so that its failures are one cause wherever they are met. */
  cause?: string;
}

/**
 * What a rendered list that differs from the expected one says about the mistake: the rule it breaks, a hint.
 * A render fault shows in every text update returns too, so the failure names the render rule first.
 */
export function diagnoseRender(expected: string, actual: string): Diagnosis {
  if (actual === `${expected}\n`) {
    return {
      requirement: 'MCC-RND.3',
      hint: 'nothing follows the last line: the lines are joined with "\\n", with no newline at the end.',
      cause: 'render-ends-with-newline',
    };
  }
  const footer = /\((\d+)\/(\d+) completed\)$/;
  const e = footer.exec(expected);
  const a = footer.exec(actual);
  if (e && a && e[2] === a[2] && e[1] !== a[1] && expected.split('\n').slice(0, -1).join('\n') === actual.split('\n').slice(0, -1).join('\n')) {
    return {
      requirement: 'MCC-RND.4',
      hint: `only completed items count as completed: an in_progress item is not done yet (${inTheirLanguage({ python: 'sum(1 for t in items if t["status"] == "completed")', javascript: 'items.filter((t) => t.status === "completed").length' })}).`,
      cause: 'render-counts-not-completed',
    };
  }
  if (e && actual.replace(/\n\(/, '\n\n(') === expected) {
    return {
      requirement: 'MCC-RND.3',
      hint: `an empty line comes before the count: render() appends ${inTheirLanguage({ python: 'f"\\n({completed}/{total} completed)"', javascript: '`\\n(${completed}/${total} completed)`' })} and joins the lines with "\\n".`,
      cause: 'render-no-empty-line',
    };
  }
  const trimmed = (text: string) =>
    text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .join('\n');
  if (trimmed(actual) === trimmed(expected)) {
    return {
      requirement: 'MCC-UPD.10',
      hint: `content and activeForm are stored stripped: ${inTheirLanguage({ python: 'str(item.get("content", "")).strip()', javascript: 'String(item.content ?? "").trim()' })}.`,
      cause: 'stored-unstripped',
    };
  }
  if (/ <- /.test(expected) && !/ <- /.test(actual) && /\[>\]/.test(actual)) {
    return { requirement: 'MCC-RND.2', hint: 'the in_progress line shows the activeForm: "[>] {content} <- {activeForm}".', cause: 'render-no-activeform' };
  }
  // The first items drawn and the rest left out (a render that shows "the first ten"): the count line counts only
  // those drawn, so the text reads as a list refused or cut by the cap, which it is not (update returned it). Not
  // when each item left out repeats the content of one drawn: that is a list stored without its repeats (MCC-UPD.11).
  const drawn = itemLinesOf(actual);
  const all = itemLinesOf(expected);
  const left = all.slice(drawn.length);
  const contentOf = (line: string) => line.replace(/^\[.\] /, '').replace(/ <- .*$/, '');
  const repeats = left.every((line) => drawn.some((shown) => contentOf(shown) === contentOf(line)));
  if (e && a && drawn.length > 0 && left.length > 0 && drawn.every((line, i) => line === all[i]) && !repeats) {
    return {
      requirement: 'MCC-RND.2',
      hint: `the text must show every item, a line each, as render() draws the whole list: it shows the first ${drawn.length} of the ${all.length} items update accepted.`,
      cause: 'render-drops-items',
    };
  }
  const marks = (text: string) =>
    text
      .replace(/^\[.\]/gm, '[?]')
      .replace(/ <- .*$/gm, '')
      .replace(/\(\d+\//, '(');
  if (marks(actual) === marks(expected) && /\[ \] /.test(actual)) {
    return { requirement: 'MCC-UPD.10', ...statusNotLowerCased() };
  }
  return foreignFormat(expected, actual);
}

/** The item lines of a text in the document's format: every line before the empty line of the count. */
const itemLinesOf = (text: string): string[] =>
  text
    .split('\n\n(')[0]!
    .split('\n')
    .filter((line) => line !== '');

/** The document's item line: "[x] ", "[>] " or "[ ] " first. */
const ITEM_LINE = /^\[[x> ]\] /m;
/** The document's count line, last: "(1/3 completed)". */
const COUNT_LINE = /\n\n\(\d+\/\d+ completed\)$/;

/**
 * A list drawn in another format than the document's (colours, other marks, another count line, "No todos" without
 * its full stop): every text that shows the list differs for this one reason, whatever rule the scenario checks, so
 * the failure is charged to the render rule it breaks, and all of them are one cause (FailureDetails.cause). Nothing
 * when the text keeps the document's format (a wrong item, a wrong count: the specific diagnoses, or the scenario's
 * own rule).
 */
function foreignFormat(expected: string, actual: string): Diagnosis {
  const cause = 'render-format';
  const format =
    'one line per item, "[x] {content}", "[>] {content} <- {activeForm}" or "[ ] {content}", then an empty line and "({completed}/{total} completed)"';
  // A text that says the list is empty: where an empty list is expected, its words are wrong; where items are, the
  // list itself is (a refused update that cleared it, an update that stored nothing), not its format.
  const saysEmpty = actual === 'No todos.' || (!actual.includes('\n') && !ITEM_LINE.test(actual) && /\b(no|empty)\b/i.test(actual));
  if (expected === 'No todos.') {
    // Or one line in words of its own that draws no item ("没有待办事项。"): the empty list's text reworded.
    const reworded = saysEmpty || (actual.trim() !== '' && !actual.trim().includes('\n') && !ITEM_LINE.test(actual));
    return reworded ? { requirement: 'MCC-RND.1', hint: 'an empty list renders exactly "No todos." (with its full stop), and nothing else.', cause } : {};
  }
  if (saysEmpty) return {};
  if (/\u001b\[/.test(actual)) {
    return {
      requirement: 'MCC-RND.2',
      hint: `render() colours its text (ANSI escape codes): the document's is plain text, for the model to read: ${format}.`,
      cause,
    };
  }
  if (!ITEM_LINE.test(actual)) return { requirement: 'MCC-RND.2', hint: `render() draws the items in another format than the document's: ${format}.`, cause };
  if (COUNT_LINE.test(expected) && !/\(\d+\/\d+ completed\)\s*$/.test(actual)) {
    return {
      requirement: 'MCC-RND.3',
      hint: `render() does not end with the document's count line: the item lines, an empty line, then "({completed}/{total} completed)".`,
      cause,
    };
  }
  return {};
}

/** What an error message that differs from the expected one says about the mistake: the rule it breaks, a hint. */
export function diagnoseMessage(expected: string, actual: string, raised = false): Diagnosis {
  const index = (text: string) => /Item (\d+):/.exec(text)?.[1];
  const [ei, ai] = [index(expected), index(actual)];
  const rest = (text: string) => text.replace(/^.*?Item \d+:/, '');
  if (ei !== undefined && ai !== undefined && Number(ai) === Number(ei) + 1 && rest(actual).startsWith(rest(expected))) {
    return {
      requirement: 'MCC-UPD.1',
      hint: `indexes are 0-based, as ${inTheirLanguage({ python: 'enumerate()', javascript: 'forEach((item, i) => …)' })} counts: the first item is "Item 0".`,
    };
  }
  if (ei !== undefined && isCapCheck(actual)) {
    return {
      requirement: 'MCC-UPD.7',
      hint: `the cap is checked after every item has passed its own checks: a faulty item among 21 is reported first.${inItsWords(actual, 'Max 20 todos allowed')}`,
      cause: 'cap-checked-before-items', // whichever item is faulty
    };
  }
  if (ei !== undefined && isFocusCheck(actual)) {
    return {
      requirement: 'MCC-UPD.8',
      hint: `count the items in progress while checking them, but raise only after every item (and the cap) has been checked.${inItsWords(actual, 'Only one task can be in_progress at a time')}`,
      cause: 'focus-checked-before-items',
    };
  }
  if (expected === 'Max 20 todos allowed' && actual.includes('Only one task can be in_progress at a time')) {
    return { requirement: 'MCC-UPD.8', hint: 'the cap comes before the single-focus check.' };
  }
  const foreign = foreignField(actual);
  if (foreign) return foreign;
  if (quotesUpperCase(actual) && !/invalid status/.test(expected)) return { requirement: 'MCC-UPD.3', ...statusNotLowerCased() };
  if (/invalid status/.test(expected) && /invalid status/.test(actual) && expected.toLowerCase() === actual.toLowerCase()) {
    return { requirement: 'MCC-UPD.4', ...statusNotLowerCased() };
  }
  // An error in other words than the document's (it reaches the model: the message update raises is what to fix).
  // What update raised is an error whatever its words; a text executeTool answered, when it says so, shares the
  // message's start or most of its words ("Only one in_progress allowed"), or refuses the very field the message
  // does ("Todo content cannot be empty").
  const field = /^Item (\d+): (content|activeForm) required$/.exec(expected);
  if (
    raised ||
    /error/i.test(actual) ||
    sharedStart(actual.replace(/^\s*error:\s*/i, ''), expected) >= ERROR_WORDS_SHARED ||
    mostWordsShared(actual, expected) ||
    (field !== null && refusesField(actual, field[2]!, Number(field[1])))
  ) {
    return ownWords(expected, actual);
  }
  return {};
}

/**
 * The document's message in other words: the hint names the change (as cli/causes.ts groups it), so that one change
 * met in several messages ("Task 1: …" for "Item 1: …" in every item message) is one cause with one advice, whether
 * update raised it or executeTool answered it (after its "Error: ", which is the document's too).
 */
function ownWords(expected: string, actual: string): Diagnosis {
  // Every "Error: " before it: a JavaScript executeTool that writes `Error: ${error}` doubles it, which carries the
  // message as well (MCC-EXE.2 asks no more), and is not the change.
  const found = textChange(expected, actual.replace(/^(\s*error:\s*)+/i, ''));
  // The faulty item's index is the scenario's, not the change's: "Item {i}: content required" whichever item it is.
  const index = /^Item (\d+):/.exec(expected)?.[1];
  // The status the scenario sent, in whatever case the words quote it ("unknown variant `DONE`"), is {s}, as the
  // document's template has it: one change of words, one cause, whichever status a row sends.
  const status = /invalid status '(.*)'$/.exec(expected)?.[1];
  const general = (text: string) => {
    const indexed = index === undefined ? text : text.replace(new RegExp(`\\b${index}\\b`, 'g'), '{i}');
    if (status === undefined) return indexed;
    // The whole value only ('x' is not the x of "expected"); an empty one, as the empty quotes that show it.
    if (status === '') return indexed.replace(/(['"`])\1/g, '$1{s}$1');
    return indexed.replace(new RegExp(`(?<!\\w)${status.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`, 'gi'), '{s}');
  };
  const change = found && { expected: general(found.expected), actual: general(found.actual) };
  const said =
    !change || (change.expected === '' && change.actual === '')
      ? `update raises "${general(expected)}"`
      : change.actual === ''
        ? `it leaves out "${change.expected}"`
        : change.expected === ''
          ? `it adds "${change.actual}"`
          : `it says "${change.actual}" where the document says "${change.expected}"`;
  return {
    hint: `the error is there, but not in the document's words: ${said} (update raises the document's message word for word, and ${executeToolName()} answers it after "Error: ").`,
    cause: ownWordsCause(said),
  };
}

/** The document's three statuses. */
export const STATUSES = new Set(['pending', 'in_progress', 'completed']);

/**
 * A message that quotes a status in upper case: the document's ("Item 0: invalid status 'PENDING'"), or a refusal of
 * the status in words of its own that names a valid status in capitals (a parser's "unknown variant `IN_PROGRESS`",
 * "…, got In_Progress"): a status that was not lower-cased.
 */
const quotesUpperCase = (message: string): boolean => {
  const quoted = /invalid status '(.*)'/.exec(message)?.[1];
  if (quoted !== undefined) return quoted !== quoted.toLowerCase();
  // Only a refusal of the status itself that names a valid status in capitals beside the lower-case ones it lists
  // ("unknown variant `IN_PROGRESS`, expected one of `pending`, …"): the single-focus check may quote 'IN_PROGRESS'.
  if (isFocusCheck(message) || !/\b(status|variant|one of)\b/i.test(message)) return false;
  const upper = (word: string) => STATUSES.has(word.toLowerCase()) && word !== word.toLowerCase();
  // Quoted, it is the value given ("'IN_PROGRESS' is not a valid Status", "unknown variant `IN_PROGRESS`"); bare, only
  // beside statuses in lower case ("…(pending, in_progress or completed), got IN_PROGRESS"): a list written all in
  // capitals ("one of PENDING, IN_PROGRESS, COMPLETED") is the program's way of naming them.
  if ([...message.matchAll(/['"`](\w+)['"`]/g)].some(([, word]) => upper(word!))) return true;
  const named = (message.match(/\w+/g) ?? []).filter((word) => STATUSES.has(word.toLowerCase()));
  return named.some(upper) && named.some((word) => word === word.toLowerCase());
};

/**
 * A status not lower-cased before it is checked, stored and quoted: one mistake, however it shows (a status in
 * capitals refused, quoted as given, rendered as given), with one advice.
 */
const statusNotLowerCased = (): Required<Pick<Diagnosis, 'hint' | 'cause'>> => ({
  hint: `the status is lower-cased before it is checked, stored or quoted ("PENDING" is pending): ${inTheirLanguage({ python: 'str(item.get("status", "pending")).lower()', javascript: 'String(item.status ?? "pending").toLowerCase()' })}.`,
  cause: 'status-not-lowercased',
});

/** How many characters a text must share with the document's message, from its start, to be that message reworded. */
const ERROR_WORDS_SHARED = 12;

/** Whether at least two words, and half the words, of a short text are words of the message too (in any case). */
function mostWordsShared(text: string, message: string): boolean {
  const words = (value: string): string[] => value.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  const theirs = words(text);
  if (theirs.length > 2 * words(message).length) return false; // a rendered list, not a reworded message
  const known = new Set(words(message));
  const shared = theirs.filter((word) => known.has(word)).length;
  return shared >= 2 && shared * 2 >= theirs.length;
}

/** The length of the start two texts share. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Where the document's message is "Item i: content required" (or activeForm) and item i of what update was given has
 * no such field, or an empty or blank one: whatever the implementation answered instead (the list accepted, another
 * check's message, the cap's), it let the field through (read a missing one as "undefined", did not strip, or did not
 * check). One mistake, one cause, wherever it shows (requiredFieldAccepted), unless the answer refuses that very
 * field in words of its own.
 */
export function missingField(expected: string, items: unknown, actual?: unknown): Diagnosis | undefined {
  const refused = refusedField(expected, items);
  if (!refused) return undefined;
  // Refused for that very field, in words of its own ("Todo content cannot be empty", "Item 2: content required"):
  // the field was read as empty, and what is wrong is the message. A KeyError that only names the field ('content')
  // is no refusal: there the field was read as something else than "", which is this diagnosis.
  if (typeof actual === 'string' && refusesField(actual, refused.field, refused.index)) return undefined;
  return requiredFieldAccepted(expected);
}

/**
 * The item the document refuses with `expected` ("Item i: content required", or activeForm) for a field that is
 * missing, or empty once stripped, in the list update was given: its index, the field, the item. Undefined for any
 * other message or item.
 */
export function refusedField(expected: string, items: unknown): { index: number; field: string; item: Record<string, unknown> } | undefined {
  const required = /^Item (\d+): (content|activeForm) required$/.exec(expected);
  const item = required && Array.isArray(items) ? (items[Number(required[1])] as unknown) : undefined;
  if (!required || typeof item !== 'object' || item === null) return undefined;
  const field = required[2]!;
  const value = (item as Record<string, unknown>)[field];
  if (field in item && !(typeof value === 'string' && value.trim() === '')) return undefined;
  return { index: Number(required[1]), field, item: item as Record<string, unknown> };
}

/**
 * A required field's refusal that never came: the item's content (or activeForm) was missing, empty or blank. Which
 * of three mistakes it is (the field read as a text, "undefined", when missing; not stripped; not checked at all)
 * one scenario cannot tell, and the fix is one line for all three: one cause, one hint that names the line.
 */
function requiredFieldAccepted(expected: string): Diagnosis | undefined {
  const field = /^Item \d+: (content|activeForm) required$/.exec(expected)?.[1];
  if (field === undefined) return undefined;
  const line = inTheirLanguage({ python: `str(item.get("${field}", "")).strip()`, javascript: `String(item.${field} ?? "").trim()` });
  return {
    requirement: field === 'content' ? 'MCC-UPD.2' : 'MCC-UPD.5',
    hint: `a missing, empty or blank ${field} is refused ("Item <index>: ${field} required"): a missing ${field} is an empty one, and a blank one is empty once stripped, so ${line} must not be "".`,
    cause: `${field}-required-not-refused`,
  };
}

/** Whether a message refuses `field` (names it with words of a refusal), and of item `index` when it names an item. */
function refusesField(message: string, field: string, index: number): boolean {
  const text = message.toLowerCase();
  if (!text.includes(field.toLowerCase()) || !/\b(required|empty|missing|blank|cannot|must)\b/.test(text)) return false;
  const item = /\b(?:item|index|todo)\s*#?(\d+)/i.exec(message)?.[1];
  // One-based counting names the next item: the same refusal, counted otherwise (MCC-UPD.1's own diagnosis).
  return item === undefined || Number(item) === index || Number(item) === index + 1;
}

/** The document's messages about the whole list. */
const LIST_MESSAGES = ['Max 20 todos allowed', 'Only one task can be in_progress at a time'];

/** The fields of the document's items. */
const ITEM_FIELDS = ['content', 'status', 'activeForm'];

/**
 * A refusal for a field the document's items do not have ("Item 1: text required", as a lesson with items
 * { id, text, status } raises it): an item schema of another contract's. One cause wherever it shows: a refusal in
 * other words, a list the document accepts, a scenario's list that could not be written.
 */
export function foreignField(message: string): Required<Pick<Diagnosis, 'hint' | 'cause'>> | undefined {
  const field = /^(?:error:\s*)?Item \d+: (\w+) required$/i.exec(message.trim())?.[1];
  if (field === undefined || ITEM_FIELDS.includes(field)) return undefined;
  return {
    hint: `update requires a field "${field}" that the document's items do not have: an item is { content, status, activeForm } (section 2's schema), counted from 0.`,
    cause: `foreign-field:${field}`,
  };
}

/** Whether a message is one of the document's own checks (an item's, or the whole list's), in its words. */
export const isDocumentCheck = (message: string): boolean => /^Item \d+: /.test(message) || LIST_MESSAGES.includes(message);

/**
 * A message worded as one of the document's (its item messages, its two list messages), whatever its values: one of
 * its checks, never words of the program's own (which one came first, the probe tells: diagnoseRefusal). "Item 2: a
 * valid status is required…, got done" is an item message in words of its own: a refusal raised, told as its words.
 */
const inDocumentWords = (message: string): boolean =>
  LIST_MESSAGES.includes(message) || /^Item \d+: (content required|activeForm required|invalid status '.*')$/.test(message);

/** An item's own check ("Item 3: …", after an "Error: " or not): never the whole list's, whatever it mentions. */
const isItemMessage = (message: string): boolean => /^(?:\s*error:\s*)*Item \d+:/i.test(message);

/** The cap's check, in the document's words or others' ("Max 20 todos", "Too many todos (max 20)"). */
const isCapCheck = (message: string): boolean =>
  !isItemMessage(message) && /\b20\b/.test(message) && /\b(max(imum)?|at most|limit|too many|exceed)/i.test(message);

/** The single-focus check, in the document's words or others' ("Only one in_progress allowed"). */
const isFocusCheck = (message: string): boolean =>
  !isItemMessage(message) && /in[ _-]?progress/i.test(message) && /\b(only one|at most one|one task|single|multiple|more than one)\b/i.test(message);

/**
 * Whether a message is one of the document's checks, in its words or, for the whole list's two, in others': a
 * reworded cap raised before an item's check is the checks' order (and a message to word), not the item let through.
 */
export const isDocumentCheckInAnyWords = (message: string): boolean => isDocumentCheck(message) || isCapCheck(message) || isFocusCheck(message);

/** What to add to an order's hint when the list's check raised also says it in other words than the document's. */
const inItsWords = (actual: string, documents: string): string => (actual.includes(documents) ? '' : ` Its message, too, is the document's: "${documents}".`);

/** Hints for a list that was accepted though the document refuses it. */
function acceptedHints(expected: string): string | undefined {
  if (expected === 'Max 20 todos allowed') return 'more than 20 items are refused: 20 is fine, 21 is not (len(validated) > 20).';
  if (expected === 'Only one task can be in_progress at a time')
    return 'more than one in_progress is refused: one is fine, two are not (in_progress_count > 1).';
  // An empty status: a default for a missing one that also takes the empty text (the document's .get("status",
  // "pending") defaults only a missing key).
  if (/invalid status ''$/.test(expected))
    return inTheirLanguage({
      python: `an empty status is invalid too: item.get("status", "pending") gives "pending" only when the key is missing, where item.get("status") or "pending" takes "" for pending.`,
      javascript: `an empty status is invalid too: the document's default ("pending") is for a missing status only, where item.status || 'pending' takes "" for pending (item.status ?? 'pending' does not).`,
    });
  if (/invalid status/.test(expected)) return 'only pending, in_progress and completed are valid, after lower-casing.';
  return undefined;
}

/** A status left out (the list holds an item without one) and refused ("missing field `status`"): the document defaults it. */
function missingStatusRefused(message: string, items: unknown): string | undefined {
  const leftOut = Array.isArray(items) && items.some((item) => typeof item === 'object' && item !== null && !('status' in item));
  if (!leftOut || !/\bstatus\b/i.test(message) || !/\b(missing|required)\b/i.test(message)) return undefined;
  return inTheirLanguage({
    python: 'a missing status is "pending": item.get("status", "pending"); only a status that is given is checked.',
    javascript: 'a missing status is "pending": item.status ?? "pending"; only a status that is given is checked.',
  });
}

/** Hints for a list that was refused though the document accepts it. */
function refusedHints(message: string): string | undefined {
  if (/invalid status/.test(message)) return 'only pending, in_progress and completed are valid, after lower-casing, and a missing status is "pending".';
  if (message === 'Max 20 todos allowed') return 'exactly 20 items are allowed: the check is len(validated) > 20.';
  if (message === 'Only one task can be in_progress at a time') return 'one item in progress is allowed: the check is in_progress_count > 1.';
  return undefined;
}

/**
 * update answered no text at all (nothing, a list, an object): what update returns is render()'s text (MCC-UPD.13).
 * One mistake, one cause, whichever scenario meets it: its own check, the list it needed written first, or the
 * TodoWrite call that answers what update returned (executeTool's, the loop's tool_result): one advice for all.
 */
export const updateReturnsNoText = (): Required<Diagnosis> => ({
  requirement: 'MCC-UPD.13',
  hint: `update returns render(), the rendered list (${inTheirLanguage({ python: 'return self.render()', javascript: 'return this.render()' })} once the list is stored), and ${executeToolName()} passes it on as the tool's answer.`,
  cause: 'update-returns-no-text',
});

/** The call returned exactly `expected`. */
export function expectReturned(record: OutcomeRecord, expected: string, requirements: string[], what = record.call): void {
  const o = record.outcome;
  if ('raised' in o) {
    const key = missingInputKey(o.raised, record.input);
    fail({
      requirements: key !== undefined ? [...new Set(['MCC-EXE.1', ...requirements])] : requirements,
      summary: `${what} raised "${o.raised.message}" where the document accepts the list`,
      expected,
      actual: o.raised,
      diff: [],
      ...(key !== undefined
        ? { hint: itemsNotTodos(key), cause: INPUT_KEY_CAUSE }
        : quotesUpperCase(o.raised.message)
          ? statusNotLowerCased()
          : (foreignField(o.raised.message) ?? { hint: refusedHints(o.raised.message) ?? missingStatusRefused(o.raised.message, record.input) })),
    });
  }
  if (o.returned === expected) return;
  // Not a text at all: what update returns is render()'s text (MCC-UPD.13), whichever rule the scenario checks.
  const { requirement, hint, cause }: Diagnosis =
    typeof o.returned === 'string' ? (foreignField(o.returned) ?? diagnoseRender(expected, o.returned)) : updateReturnsNoText();
  fail({
    requirements: requirementsFor('', requirements, requirement),
    summary:
      typeof o.returned === 'string'
        ? `${what} returned another text than the document's`
        : `${what} returned ${whatValueIs(o.returned)}, not the rendered text`,
    expected,
    actual: o.returned,
    hint,
    cause,
  });
}

/** What the module host names a thrown value that is no Error: its typeof (harness/host-adapter.ts outcomeOf). */
const THROWN_NON_ERRORS = new Set(['string', 'number', 'boolean', 'bigint', 'symbol', 'undefined', 'object']);

/**
 * The errors a language's runtime raises on code that went wrong (a field read that is not there, a value of the
 * wrong type), not a refusal worded by the learner: what update raised so is not its own words for the message.
 */
export const RUNTIME_ERROR =
  /^(TypeError|ReferenceError|RangeError|SyntaxError|KeyError|AttributeError|IndexError|NameError|UnboundLocalError|RecursionError)$/;

/** What the step's probe met: the item alone accepted, or refused with a message. */
export type ProbeAnswer = { accepted: true } | { refused: string; runtimeError: boolean };

/** Two refusals in the same words, whichever item each names ("todo #1 has no text", "todo #3 has no text"). */
const sameWords = (probed: string, said: string): boolean => {
  // Digits are each item's index. What executeTool writes before the message ("Error - ", "Error: ValueError: ") is
  // its own: the probe's refusal at the end of what was said is the same check (not any text that merely starts it).
  const [alone, here] = [sameIndexes(probed), sameIndexes(said)];
  return alone === '' ? here === '' : here.endsWith(alone);
};

/** A message with its item indexes taken out: the probe's item is item 0, the scenario's may be any. */
const sameIndexes = (text: string): string => text.replace(/\d+/g, 'N').trim();

/**
 * The field the document refuses first was refused when sent alone (the step's probe), in other words than here: with
 * the item's other faults another check raised first (a parser's "unknown variant `nope`", or the document's
 * "Item 0: activeForm required"), which is the checks' order. A refusal of that field itself in words of its own is
 * not: that is the message to word. The hint quotes neither message: one order, one cause, whichever check came first.
 */
function checkedLater(expected: string, actual: string): Diagnosis | undefined {
  const refused = /^Item (\d+): (content|activeForm) required$/.exec(expected);
  // A refusal of that very field in words of its own ("missing field `content`") is its check, first: only its words.
  if (!refused || refusesField(actual, refused[2]!, Number(refused[1]))) return undefined;
  const how = inDocumentWords(actual) ? '' : ', in words of its own';
  return {
    requirement: 'MCC-UPD.6',
    hint:
      `the ${refused[2]} check is there (the item alone, its other fields valid, is refused), but another check came before it${how}: ` +
      "the first fault wins, each item in turn, content, then status, then activeForm, each with the document's message.",
    cause: `checks-order${how ? '-own-words' : ''}`,
  };
}

/** The call raised, with exactly `message`. */
export function expectRaised(record: OutcomeRecord, message: string, requirements: string[], probe?: ProbeAnswer): void {
  const o = record.outcome;
  if ('returned' in o) {
    const required = requiredFieldAccepted(message);
    fail({
      requirements: requirementsFor(message, requirements, required?.requirement),
      summary: `${record.call} accepted the list; the document refuses it with "${message}"`,
      expected: { raised: message },
      actual: { returned: o.returned },
      diff: [],
      hint: required?.hint ?? acceptedHints(message),
      cause: required?.cause,
    });
  }
  if (o.raised.message === message) {
    // The document raises an exception (a ValueError); a JavaScript module throws an Error. A thrown string has the
    // words, but no .message: the document's execute_tool, reading it, answers "Error: undefined".
    if (!THROWN_NON_ERRORS.has(String(o.raised.name))) return;
    fail({
      requirements: requirementsFor(message, requirements),
      summary: `${record.call} threw a ${String(o.raised.name)}, not an Error`,
      expected: `an Error whose message is "${message}"`,
      actual: o.raised,
      diff: [],
      hint: `throw new Error("${message}"): what catches it reads its .message (the document's execute_tool: f"Error: {e}"), which a ${String(o.raised.name)} does not have.`,
      cause: 'throws-a-non-error',
    });
  }
  const { requirement, hint, cause } = diagnoseRefusal(message, o.raised.message, record.input, probe, !RUNTIME_ERROR.test(String(o.raised.name)));
  // A runtime error (a KeyError, a TypeError) is said with its class: "'content'" alone reads as a message.
  const crashed = RUNTIME_ERROR.test(String(o.raised.name));
  fail({
    requirements: requirementsFor(message, requirements, requirement),
    summary: crashed
      ? `${record.call} crashed with a ${String(o.raised.name)}, where the document raises its message`
      : `${record.call} raised another message than the document's`,
    expected: message,
    actual: crashed ? `${String(o.raised.name)}: ${String(o.raised.message)}` : o.raised.message,
    hint,
    cause,
  });
}

/**
 * Why a refusal is not the document's `expected` message, where `said` was raised by update (or answered by
 * executeTool around its "Error: ") for `items`. Where a field's refusal is due, the probe (the item alone, its other
 * fields valid: field-probe.ts) tells: accepted, the field let through; refused in the same words, that field's own
 * check worded otherwise; refused in other words, another check came first (only where the probe asks what `said`
 * came from: update, `probeTellsOrder`). A runtime error (a KeyError for the field: `worded` false, or met by the
 * probe) or no probe, with the field missing, empty or blank: the field let through (missingField). Else
 * diagnoseMessage, which tells the whole list's checks raised first and words of the program's own.
 */
export function diagnoseRefusal(
  expected: string,
  said: string,
  items: unknown,
  probe: ProbeAnswer | undefined,
  worded: boolean,
  { probeTellsOrder = true } = {},
): Diagnosis {
  const documentCheck = isDocumentCheckInAnyWords(said);
  // A probe that crashed with a runtime error (a KeyError for the field) read the field as something else than "": it
  // tells nothing of the program's checks.
  const refusedAlone = probe !== undefined && 'refused' in probe && !probe.runtimeError;
  const sameCheck = refusedAlone && sameWords(probe.refused, said);
  // The whole list's checks (the cap, the single focus) raised first have their own diagnoses (diagnoseMessage).
  const listCheck = isCapCheck(said) || isFocusCheck(said);
  return (
    (probe !== undefined && 'accepted' in probe ? requiredFieldAccepted(expected) : undefined) ??
    (refusedAlone && !sameCheck && !listCheck && probeTellsOrder ? checkedLater(expected, said) : undefined) ??
    (documentCheck || (refusedAlone && (sameCheck || probeTellsOrder)) ? undefined : missingField(expected, items, said)) ??
    diagnoseMessage(expected, said, worded && !inDocumentWords(said))
  );
}

/**
 * The refusal an answer passes on: update's own words (`raised`, not the document's) where the answer ends with them,
 * whatever comes before ("Error: ", "错误: ", an exception's class); else the answer as it is.
 */
export function carriedRefusal(answer: string, raised: string | undefined): string {
  return raised !== undefined && raised.trim() !== '' && answer.trimEnd().endsWith(raised.trimEnd()) ? raised : answer;
}

/**
 * What a refused TodoWrite's answer (executeTool's text, the loop's tool_result) says about the mistake, given what
 * update raises for the same items (`raised`, field-probe.ts raisedByUpdate): where it passes update's own words on,
 * they are judged as update's raise, one cause with update's own scenarios; else the answer as it is.
 */
export function diagnoseAnswer(expected: string, answer: string, raised: string | undefined): Diagnosis {
  const carried = carriedRefusal(answer, raised);
  // Passed on bare (the answer is update's words alone, no "Error: ") as much as after a prefix.
  const passedOn = raised !== undefined && raised.trim() !== '' && carried === raised;
  return passedOn ? diagnoseMessage(expected, carried, !inDocumentWords(carried)) : diagnoseMessage(expected, answer);
}

/** A text judged exactly: render() and the like. */
export function expectText(call: string, actual: unknown, expected: string, requirements: string[]): void {
  if (actual === expected) return;
  const { requirement, hint, cause }: Diagnosis = typeof actual === 'string' ? diagnoseRender(expected, actual) : {};
  fail({
    requirements: requirementsFor('', requirements, requirement),
    summary:
      typeof actual === 'string' ? `${call} gave another text than the document's` : `${call} gave ${actual === null ? 'null' : typeof actual}, not a text`,
    expected,
    actual,
    hint,
    cause,
  });
}

/** The kit's own model of render(), for lists the kit generates (20 items and the like). */
export function renderModel(items: Array<Record<string, unknown>>): string {
  if (items.length === 0) return 'No todos.';
  const lines = items.map((t) =>
    t.status === 'completed'
      ? `[x] ${String(t.content)}`
      : t.status === 'in_progress'
        ? `[>] ${String(t.content)} <- ${String(t.activeForm)}`
        : `[ ] ${String(t.content)}`,
  );
  const completed = items.filter((t) => t.status === 'completed').length;
  return `${lines.join('\n')}\n\n(${completed}/${items.length} completed)`;
}
