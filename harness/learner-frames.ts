/**
 * In the module host: an error's stack trimmed to the learner's own frames, named from the folder the run names files
 * from. The kit's host and adapters, Node's internals and the loaders are noise to a learner; the kit's examples/ stay
 * (they are implementations too). Used for what the host answers when a call throws (module-host.ts), and for what a
 * call raised as part of its contract (host-adapter.ts outcomeOf), which the steps' failures show as their stack.
 */
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { within } from './paths';
import { pathToFileURL } from 'node:url';

/** The kit's own code, wherever the kit is installed, as a path and as a file URL. */
const KIT_CODE = ['harness', 'step-definitions', 'cli'].flatMap((folder) => {
  const path = join(__dirname, '..', folder) + sep;
  return [path, pathToFileURL(path).href];
});

/** The frames of Node, of the loaders and of the kit's host: never the learner's. */
const NOT_THEIRS = /\(node:|at node:|module-host\.ts|host-adapter\.ts|[\\/]host[\\/]adapter\.ts|node_modules[\\/](ts-node|@cucumber|sucrase)/;

/**
 * A text's paths under `folder` (as paths, and as file URLs) named from it ("at validate (src/todo.ts:10:21)",
 * File "tom/todo.py"): the folder the run names files from, as the user typed the implementation's path from it, so
 * that a graded student's reports name their own files, never the grader's folders above them. With `upTo` (a
 * graded submission's package root, above the folder), the paths between are named from it too ("../lib/x.mjs": the
 * course's code a submission calls). Without a folder, the text as it is.
 */
export function namesFrom(folder: string | undefined, upTo?: string): (text: string) => string {
  if (!folder) return (text) => text;
  const prefixes: [string, string][] = [];
  for (let dir = folder, up = ''; ; dir = dirname(dir), up += '../') {
    prefixes.push([pathToFileURL(dir).href + '/', up], [dir.endsWith(sep) ? dir : dir + sep, up]);
    if (upTo === undefined || dir === upTo || !within(dir, upTo) || dirname(dir) === dir) break;
  }
  // The deepest first: a path under the folder is named from it before its parents' prefixes could match it.
  return (text) => prefixes.reduce((named, [prefix, replacement]) => named.split(prefix).join(replacement), text);
}

let current = namesFrom(undefined);
let namingFolder: string | undefined;

/** In the module host: a text's paths named from the run's folder (nameFilesFrom). */
export const shown = (text: string): string => current(text);

/** The run's folder, for the module host's texts and stacks (module-host.ts, from its command line). */
export function nameFilesFrom(folder: string | undefined, upTo?: string): void {
  current = namesFrom(folder, upTo);
  namingFolder = folder;
}

/** In the module host: one path named from the run's folder, even one outside it ("../lib/index.mjs"). */
export const shownPath = (path: string): string => (namingFolder && isAbsolute(path) ? relative(namingFolder, path) || '.' : path);

/** Whether a stack frame's line is the learner's: not Node's, a loader's or the kit's own. */
export const isLearnerFrame = (line: string): boolean => !NOT_THEIRS.test(line) && !KIT_CODE.some((folder) => line.includes(folder));

/** The learner's own frames of an error (a syntax error's place first, as "at file:line"), or undefined. */
export function learnerStack(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  // A syntax error's stack starts with the place it was found ("file:///…/registry.mjs:5"): keep it.
  const where = error instanceof SyntaxError ? error.stack.split('\n').filter((line) => /^\S+:\d+$/.test(line)) : [];
  // The frames after the message, which heads the stack ("TypeError: …", "TypeError [ERR_…]: …"): a message that
  // quotes another error's stack (an error wrapped in another's message) holds lines that read as frames, and they
  // are not this error's.
  const at = error.message === '' ? -1 : error.stack.indexOf(error.message);
  const frames = (at >= 0 ? error.stack.slice(at + error.message.length) : error.stack)
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .filter(isLearnerFrame);
  const stack = [...where.map((line) => `    at ${line}`), ...frames].map(shown).join('\n');
  return stack === '' ? undefined : stack;
}
