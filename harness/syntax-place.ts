/**
 * Where a JavaScript file's syntax error is, as `node --check` (which parses, never runs) shows it: the file and
 * line, the line itself and its caret, and the error. Node's ES-module loader reports a syntax error without its
 * place, whichever file of the module's it is in: the entry is checked first, then the files it imports, and theirs
 * (relative imports, found by es-module-lexer; breadth first, a few dozen files at most). Node's own frames ("at
 * checkSyntax (node:internal/…)") and its version line are not the learner's: left out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { compileFunction } from 'node:vm';
import { initSync, parse } from 'es-module-lexer';

/** How many files the search checks at most: a learner's module and its own imports, not a package's tree. */
const MAX_FILES_CHECKED = 40;

/**
 * The place of the first syntax error in `path` or the files it imports. Only the files `readable` allows are checked
 * (the kit checks them outside the module's permission model: a module's import of a file it may not read, even in
 * code that never runs, had the kit quote that file's line in the report: red team 122).
 */
export function nodeCheckPlace(path: string, env?: NodeJS.ProcessEnv, readable: (file: string) => boolean = () => true): string[] {
  const queue = [path];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < MAX_FILES_CHECKED) {
    const file = queue.shift()!;
    if (seen.has(file) || !readable(file)) continue;
    seen.add(file);
    const place = checkOne(file, env);
    if (place.length > 0) return place;
    queue.push(...relativeImportsOf(file));
  }
  return [];
}

/** node --check's place of one file's syntax error, or nothing when it parses. */
function checkOne(path: string, env?: NodeJS.ProcessEnv): string[] {
  // The file named as it was given: Node names its main file by its real path, which a class reached through a link
  // ("grade ~/course", a link to the grader's folder) put in a student's why.txt (review 114).
  const check = spawnSync(process.execPath, ['--preserve-symlinks', '--preserve-symlinks-main', '--check', path], { encoding: 'utf8', env, timeout: 10_000 });
  const place = placeIn(check.stderr);
  if (place.length > 0 || !/\.js$/.test(path)) return place;
  // Node 20's --check takes a .js file of no declared type for CommonJS, and one with module syntax in it passes
  // whole, its syntax error too ("export function f( {" at the end of a file: no place, exit 0). Parsed again as an
  // ES module (from stdin, and named back), it shows where.
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  if (parsesAsCommonJs(source)) return []; // it does: the error is not its parse (a JSON.parse as it loads, say)
  const asModule = spawnSync(process.execPath, ['--check', '--input-type=module'], { input: source, encoding: 'utf8', env, timeout: 10_000 });
  return placeIn(asModule.stderr).map((line) => line.replace(/^\[stdin\]:/, `${path}:`));
}

/**
 * Whether `source` parses as a CommonJS module's body (compiled, never run). One that does is no ES module that
 * --check passed over: parsed as one, its sloppy code (an octal 0644, a `with`) would be given a place it does not
 * have (review 114).
 */
function parsesAsCommonJs(source: string): boolean {
  try {
    compileFunction(source.replace(/^#!.*/, ''), ['exports', 'require', 'module', '__filename', '__dirname']);
    return true;
  } catch {
    return false;
  }
}

/** The place in what node --check wrote: the file and line, the line and its caret, the error; Node's own frames left out. */
function placeIn(stderr: string | null | undefined): string[] {
  return (stderr ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at (?:.* \()?node:/.test(line) && !/^Node\.js v\d/.test(line))
    .slice(0, 3);
}

/** The JavaScript files a module imports by a relative path, static or dynamic with a plain string (none when it does not lex). */
function relativeImportsOf(file: string): string[] {
  try {
    initSync();
    const [imports] = parse(readFileSync(file, 'utf8'), file);
    return imports
      .map((entry) => entry.n)
      .filter((name): name is string => name !== undefined && /^\.\.?\//.test(name))
      .map((name) => resolve(dirname(file), name.replace(/[?#].*$/, '')))
      .filter((path) => /\.[mc]?js$/.test(path) && existsSync(path));
  } catch {
    return []; // not a module the lexer reads (CommonJS, or a syntax error of its own): no files to follow
  }
}
