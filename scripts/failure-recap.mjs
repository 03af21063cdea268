/**
 * A node --test reporter that npm run selftest adds beside the usual one: once every test has ended, it names each
 * test that failed (its file and line, its suites, what it threw), so that the end of a long log says what failed.
 * A CI page often shows only that end: the TAP reporter's own failure lines stand hundreds of lines higher, among
 * 800 cases. It writes nothing when no test failed. Plain JavaScript: node --test imports a reporter as ES module,
 * which the kit's TypeScript hook (a require hook) does not reach.
 */
import { relative } from 'node:path';

/** Lines and characters shown of one failure's message: enough for an assertion's diff, not a flood. */
const MESSAGE_LINES = 20;
const MESSAGE_CHARACTERS = 2000;

/** @param {string} text */
function bounded(text) {
  const cut = text.length > MESSAGE_CHARACTERS ? `${text.slice(0, MESSAGE_CHARACTERS)} …` : text;
  const lines = cut.replace(/\s+$/, '').split('\n');
  const shown = lines.slice(0, MESSAGE_LINES);
  if (lines.length > MESSAGE_LINES) shown.push(`… ${lines.length - MESSAGE_LINES} more lines`);
  return shown;
}

/**
 * What a test threw: node wraps it (ERR_TEST_FAILURE) with the thrown value as the cause.
 * @param {any} error
 */
function thrown(error) {
  const cause = error?.cause ?? error;
  if (cause instanceof Error || (cause && typeof cause.message === 'string')) {
    const name = cause.name && cause.name !== 'Error' ? `${cause.name}: ` : '';
    return `${name}${cause.message}`;
  }
  return String(cause);
}

/**
 * @param {AsyncIterable<{ type: string, data: any }>} source
 */
export default async function* failureRecap(source) {
  /** @type {{ file: string, line: number | undefined, path: string[], nesting: number, message: string }[]} */
  const failed = [];
  for await (const { type, data } of source) {
    if (type !== 'test:fail') continue;
    const file = data.file ?? '(no file)';
    if (data.details?.error?.failureType === 'subtestsFailed') {
      // A suite ends after its tests: it is the parent of its file's failures deeper than it that have none yet.
      for (const failure of failed) {
        if (failure.file === file && failure.nesting > data.nesting && failure.path.length === failure.nesting - data.nesting) {
          failure.path.unshift(data.name);
        }
      }
      continue;
    }
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
