/**
 * A node --test reporter that npm run selftest adds beside the usual one: once every test has ended, it names each
 * test that failed (its file and line, its suites, what it threw), so that the end of a long log says what failed.
 * A CI page often shows only that end: the TAP reporter's own failure lines stand hundreds of lines higher, among
 * 800 cases. It writes nothing when no test failed. Plain JavaScript: node --test imports a reporter as ES module,
 * which the kit's TypeScript hook (a require hook) does not reach.
 */
import { relative } from 'node:path';
import { inspect } from 'node:util';

/** Lines and characters shown of one failure's message: enough for an assertion's diff, not a flood. */
const MESSAGE_LINES = 20;
const MESSAGE_CHARACTERS = 2000;

/** @param {string} text */
function bounded(text) {
  const lines = text.replace(/\s+$/, '').split('\n');
  const shown = [];
  let characters = 0;
  for (const line of lines.slice(0, MESSAGE_LINES)) {
    if (characters + line.length > MESSAGE_CHARACTERS) {
      shown.push(`${line.slice(0, Math.max(0, MESSAGE_CHARACTERS - characters))} …`);
      break;
    }
    shown.push(line);
    characters += line.length;
  }
  if (lines.length > shown.length) shown.push(`… ${lines.length - shown.length} more lines`);
  return shown;
}

/**
 * What a test threw: node wraps it (ERR_TEST_FAILURE) with the thrown value as the cause; a value that is no
 * error (a thrown object, a string) is shown as util.inspect shows it.
 * @param {any} error
 */
function thrown(error) {
  const cause = error?.cause ?? error;
  if (cause instanceof Error) return `${cause.name && cause.name !== 'Error' ? `${cause.name}: ` : ''}${cause.message}`;
  return typeof cause === 'string' ? cause : inspect(cause, { depth: 4, breakLength: 100 });
}

/**
 * @param {AsyncIterable<{ type: string, data: any }>} source
 */
export default async function* failureRecap(source) {
  /** @type {{ file: string, line: number | undefined, path: string[], nesting: number, message: string }[]} */
  const failed = [];
  for await (const { type, data } of source) {
    if (type !== 'test:fail' && type !== 'test:pass') continue;
    if (data.todo || data.skip) continue; // a todo that fails fails no run; a skipped test ran nothing
    const file = data.file ?? '(no file)';
    // A test ends after those inside it, passed or failed: it is the parent of its file's failures one level
    // deeper than it that have none yet (a suite whose hook failed, or whose failed test was a todo, too).
    for (const failure of failed) {
      if (failure.file === file && failure.nesting > data.nesting && failure.path.length === failure.nesting - data.nesting) {
        failure.path.unshift(data.name);
      }
    }
    if (type === 'test:pass') continue;
    const { failureType } = data.details?.error ?? {};
    // A suite failed by its tests, and a test cancelled since its parent failed: the failure is told elsewhere.
    if (failureType === 'subtestsFailed' || failureType === 'cancelledByParent') continue;
    failed.push({ file, line: data.line, path: [data.name], nesting: data.nesting, message: thrown(data.details?.error) });
  }
  if (failed.length === 0) return;
  const lines = [`selftest: ${failed.length} ${failed.length === 1 ? 'test' : 'tests'} failed:`];
  for (const failure of failed) {
    const where = `${relative(process.cwd(), failure.file) || failure.file}${failure.line ? `:${failure.line}` : ''}`;
    lines.push(`  ${where}  ${failure.path.join(' › ')}`, ...bounded(failure.message).map((line) => (line ? `      ${line}` : '')));
  }
  yield `\n${lines.join('\n')}\n`;
}
