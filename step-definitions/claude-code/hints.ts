/**
 * The claude-code hints that quote code, in the language of what is verified (common/their-language.ts): the
 * analysis writes its JSON with JSON.stringify, and a Python program writes it with json.dumps, whose defaults
 * differ from it in spacing and in escaping every character beyond ASCII.
 */
import { inTheirLanguage } from '../common/their-language';

/** A \u escape of a character beyond ASCII, decoded; any other escape (a control character's) kept as it is. */
const decodeBeyondAscii = (text: string) =>
  text.replace(/\\u([0-9a-fA-F]{4})/g, (escape, hex: string) => (parseInt(hex, 16) > 0x7e ? String.fromCharCode(parseInt(hex, 16)) : escape));

/** Whether `actual` is `wanted` with its characters beyond ASCII written as \u escapes (json.dumps's default). */
export function escapedBeyondAscii(actual: string, wanted: string): boolean {
  return actual !== wanted && /\\u[0-9a-fA-F]{4}/.test(actual) && decodeBeyondAscii(actual) === wanted;
}

export const ESCAPED_BEYOND_ASCII_CAUSE = 'text-beyond-ascii-escaped';

export const escapedBeyondAsciiHint = () =>
  inTheirLanguage({
    javascript: 'characters beyond ASCII are written as \\u escapes: JSON.stringify writes them as they are ("é", not "\\u00e9"), and the file is UTF-8.',
    python:
      'characters beyond ASCII are written as \\u escapes, as json.dumps does by default: JSON.stringify writes them as they are ("é", not ' +
      '"\\u00e9"). Use json.dumps(..., ensure_ascii=False), and open the file with encoding="utf-8".',
  });

/** TodoRead's tool_result: the list after the reminder, as JSON.stringify writes it. */
export const compactListHint = () =>
  inTheirLanguage({
    javascript: 'the list is appended as JSON.stringify(todos): compact, no indentation, no other text after it.',
    python:
      'the list is appended as JSON.stringify(todos) writes it: compact, with no space after "," or ":", and no other text after it: ' +
      'json.dumps(todos, separators=(",", ":"), ensure_ascii=False).',
  });

/** The file: the list indented by two spaces, as JSON.stringify(todos, null, 2) writes it. */
export const indentedFile = () => inTheirLanguage({ javascript: 'JSON.stringify(todos, null, 2)', python: 'json.dumps(todos, indent=2, ensure_ascii=False)' });

/** Writing into a folder that does not exist: the error the learner's language raises. */
export const missingFolderError = () =>
  inTheirLanguage({
    javascript: 'a write into a folder that does not exist fails with ENOENT',
    python: 'a write into a folder that does not exist raises FileNotFoundError: os.makedirs(folder, exist_ok=True) first',
  });

/** A todo's statuses and priorities, as the analysis's schema (DL6) has them. */
export const STATUSES = ['pending', 'in_progress', 'completed'];
export const PRIORITIES = ['high', 'medium', 'low'];

/** A rule of the list schema (a todo's, DL6) that a todo breaks, and the field it is about where it names one. */
export interface BrokenTodoRule {
  rule: 'not-an-object' | 'missing' | 'not-a-string' | 'empty-content' | 'status' | 'priority';
  field?: string;
}

/**
 * The first rule of a todo that one of `todos` breaks, and the mistake that letting it through is (its cause: one
 * mistake, whether the schema, validateInput or a file read shows it, since one zod schema serves all three).
 */
export function brokenTodoRule(todos: readonly unknown[]): (BrokenTodoRule & { cause: string }) | undefined {
  for (const item of todos) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { rule: 'not-an-object', cause: 'todo-not-an-object' };
    const todo = item as Record<string, unknown>;
    const missing = ['content', 'status', 'priority', 'id'].find((field) => !(field in todo));
    if (missing) return { rule: 'missing', field: missing, cause: `${missing}-optional` };
    const notText = ['content', 'id'].find((field) => typeof todo[field] !== 'string');
    if (notText) return { rule: 'not-a-string', field: notText, cause: `${notText}-not-a-string` };
    if (todo.content === '') return { rule: 'empty-content', cause: 'empty-content-accepted' };
    if (!STATUSES.includes(todo.status as string)) return { rule: 'status', cause: 'status-outside-its-set' };
    if (!PRIORITIES.includes(todo.priority as string)) return { rule: 'priority', cause: 'priority-outside-its-set' };
  }
  return undefined;
}

/**
 * An exception that reading the list file threw (a missing file, one that is not JSON, a folder in its place), by its
 * name or message in either language: such a file reads as [] (CC-STORE.5, .6), whether TodoRead or TodoWrite (which
 * reads the old list first) met it. The rule it breaks, or undefined for any other exception.
 */
export function readThrew(raised: { name?: unknown; message?: unknown }): string | undefined {
  const name = String(raised.name ?? '');
  const message = String(raised.message ?? '');
  if (name === 'FileNotFoundError' || /\bENOENT\b/.test(message)) return 'CC-STORE.5';
  const notJson = /^(SyntaxError|JSONDecodeError|UnicodeDecodeError)$/.test(name) || /\bJSON\b|Unexpected (token|end)|Expecting value/.test(message);
  return notJson || name === 'IsADirectoryError' || /\b(EISDIR|EACCES)\b/.test(message) ? 'CC-STORE.6' : undefined;
}

/**
 * Whether an exception that readThrew takes for a read's may be a write's as well: one that opening the file meets,
 * for reading or for writing alike (a missing file or folder, a folder in the file's place, no permission), unlike
 * one of what the file holds (not JSON). Only the kit's TodoRead probe can then tell which threw (world.ts).
 */
export function openThrew(raised: { name?: unknown; message?: unknown }): boolean {
  return /^(FileNotFoundError|IsADirectoryError)$/.test(String(raised.name ?? '')) || /\b(ENOENT|EISDIR|EACCES)\b/.test(String(raised.message ?? ''));
}

/**
 * Whether an exception that TodoWrite threw came from writing the list file, not from reading the old list first: a
 * rename names both its paths ('a' -> 'b'), in either language, and Node names the system call that failed (rename,
 * mkdir, write, …). A folder in the file's place fails a write at open, but a read at read (Node opens a folder for
 * reading): so EISDIR at open is a write, which readThrew would otherwise take for a read of a folder.
 */
export function writeThrew(raised: { name?: unknown; message?: unknown }): boolean {
  const message = String(raised.message ?? '');
  return (
    /' -> '/.test(message) ||
    /^E[A-Z]+: [^,]*, (rename|mkdir|write|fsync|fdatasync|copyfile|ftruncate|close)\b/.test(message) ||
    /^EISDIR: [^,]*, open\b/.test(message)
  );
}

/** What to do about a write that threw (writeThrew): CC-STORE.8's advice, wherever it shows. */
export const writeThrewHint = () =>
  `writing the list file threw: a write that fails (a folder in the file's place, no permission, a full disk) is logged, not thrown, and TodoWrite's call still yields { type: "result", data: { oldTodos, newTodos } }. ${inTheirLanguage(
    {
      javascript: 'Catch around the write (try { … } catch (error) { console.error(error); }), the rename of a temporary file included',
      python: 'Catch around the write (except OSError as error: print(error, file=sys.stderr)), the os.replace of a temporary file included',
    },
  )}.`;

/**
 * A TodoWrite whose write failed for want of the folder its file goes in (world.ts folderTheWriteMissed): the todos
 * folder never made, CC-STORE.3. Its error is the one a read of a missing file gives (ENOENT at open in Node,
 * FileNotFoundError in Python), so the hint says why the kit takes it for the write's.
 */
export const FOLDER_NEVER_MADE_CAUSE = 'todos-folder-never-made';

export const folderNeverMadeHint = () =>
  "the todos folder was never made, so writing the list's file into it failed: a file cannot be created in a folder that does not exist. " +
  "The error is the one a read of a missing file gives, but the read was not what threw: TodoRead read that agent's missing file as a list. " +
  inTheirLanguage({
    javascript:
      "Make the folder before every write, whenever it is missing (it may be deleted while the agent runs): fs.mkdirSync(path.join(config, 'todos'), { recursive: true }), " +
      'or await fs.promises.mkdir(…, { recursive: true }); recursive makes the folders above it too, and does nothing when it exists. A write that still fails is logged, not thrown (CC-STORE.8).',
    python:
      "Make the folder before every write, whenever it is missing (it may be deleted while the agent runs): os.makedirs(os.path.join(config, 'todos'), exist_ok=True), " +
      'which makes the folders above it too, and does nothing when it exists. A write that still fails is logged, not thrown (CC-STORE.8): except OSError as error: print(error, file=sys.stderr).',
  });

/** What to do about a read that threw (readThrew): one advice, wherever it shows. */
export const readThrewHint = () =>
  `reading the list file threw: a missing file reads as [], and so does one that cannot be read or is not JSON or not a valid list. ${inTheirLanguage({
    javascript: 'Catch around the read (try { … } catch { return []; })',
    python: 'Catch around the read (except (OSError, ValueError): return [])',
  })}, and check what you parsed against the list schema. TodoWrite reads the old list first, so it meets the same file.`;

/**
 * A program over the protocol that has no such tool: its method raised a KeyError of the tool's own name (tools is a
 * dict without "TodoRead"). One cause whichever method met it, said as the tool missing, not as that method's
 * mistake ("validateInput threw: check before you read" sent a learner to the wrong place).
 */
export function toolMissing(tool: string, raised: unknown): { summary: string; hint: string; cause: string } | undefined {
  const { name, message } = (raised ?? {}) as { name?: unknown; message?: unknown };
  if (name !== 'KeyError' || !new RegExp(`^['"]${tool}['"]$`).test(String(message).trim())) return undefined;
  return {
    summary: `the program has no ${tool} tool: its methods raise KeyError: '${tool}'`,
    hint: `make both tools on reset, TodoWrite and TodoRead (tools["${tool}"] = …): every method the kit sends names the tool it is for.`,
    cause: `tool-missing:${tool}`,
  };
}
