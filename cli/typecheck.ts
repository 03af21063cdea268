/**
 * A learner's TypeScript is loaded transpile-only, so a type error never stops the run. It is still worth
 * knowing: this checks the module (and what it imports) with TypeScript, in a worker thread alongside the run,
 * and the findings are reported once, at the top of the summary.
 *
 * Most of a check's work is reading declarations that every submission shares: TypeScript's lib files and
 * @types/node, about 2 s of CPU and 170 MiB for a module of a few hundred lines. So a worker whose check finished is
 * kept, idle, for the next check of the process (a grading process checks one submission after another), and it
 * keeps the declaration files of its last check that come from a node_modules folder: the next check reuses each
 * one whose text is unchanged, under the same compiler settings. A learner's own files are read afresh every time.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { realPath, shownFrom, within } from '../harness/paths';
import { KIT_ROOT, MAX_TEXT_CHARS, MAX_TYPE_ERRORS_FILED, MAX_TYPE_ERRORS_SHOWN, TYPECHECK_BUDGET_MS, TYPECHECK_GRACE_MS } from '../harness/defaults';
import { maskedAroundNaming } from '../harness/secret-mask';
import { kitSecretsMasked } from '../harness/isolation';
import { truncate } from '../harness/safe-text';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type * as TypeScript from 'typescript';

const REGISTER_TYPESCRIPT = join(__dirname, '..', 'harness', 'register-typescript.js');

/**
 * Declaration files parsed by this thread's last check, by path, by the compiler settings that change how a file is
 * parsed and bound (TypeScript's own key for them: not the whole options, which name the tsconfig's own path), and by
 * the parse settings TypeScript asks with. Only the last check's are kept, so a worker holds one program's worth
 * whatever it checked before, and submissions with other settings or their own node_modules cannot pile up.
 */
let parsed = new Map<string, TypeScript.SourceFile>();
let settingsKeys: TypeScript.DocumentRegistry | undefined;

/**
 * A compiler host that reuses a declaration file of a node_modules folder from the last check when its text is the
 * same (read again each time: npm gives installed files a fixed time of change, so a stamp could miss an update),
 * and reads everything else, the learner's own files always. `parsed` keeps what this check used once it is made.
 */
function hostReusingDeclarations(
  ts: typeof TypeScript,
  options: TypeScript.CompilerOptions,
  readable: (path: string) => boolean,
): { host: TypeScript.CompilerHost; done(): void } {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (fileName) => (readable(fileName) ? readFile(fileName) : undefined);
  host.fileExists = (fileName) => fileExists(fileName) && readable(fileName); // most of its probes find nothing: asked first
  const settings = (settingsKeys ??= ts.createDocumentRegistry()).getKeyForCompilationSettings(options);
  const used = new Map<string, TypeScript.SourceFile>();
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    if (!readable(fileName)) return undefined; // TypeScript says the file was not found, and reads nothing of it
    if (!/[\\/]node_modules[\\/]/.test(fileName)) return read(fileName, languageVersionOrOptions, onError, shouldCreate);
    const key = `${fileName}\0${settings}\0${JSON.stringify(languageVersionOrOptions)}`;
    const known = parsed.get(key);
    const file = known !== undefined && host.readFile(fileName) === known.text ? known : read(fileName, languageVersionOrOptions, onError, shouldCreate);
    if (file) used.set(key, file);
    return file;
  };
  return { host, done: () => (parsed = used) };
}

/** Every node_modules/@types folder from `folder` up to the root, nearest first. */
function typeRootsAbove(folder: string): string[] {
  const roots: string[] = [];
  for (let dir = folder; ; dir = dirname(dir)) {
    const types = join(dir, 'node_modules', '@types');
    if (existsSync(types)) roots.push(types);
    if (dirname(dir) === dir) return roots;
  }
}

/**
 * Whether the type check may read a file, where it really is (links followed). Never the system's own files of
 * processes (/proc, /sys), nor a device or a pipe: the check runs in the kit's own process, outside the permission model,
 * and a `/// <reference path>` to a link to /proc/self/environ had it read the kit's environment, its errors quoting
 * the kit's secrets (helper 108). With `roots` (a graded submission: what its confinement lets it read,
 * isolation.ts moduleReads), only inside them, or a declaration file of a node_modules folder on the module's way up
 * (@types/node above its package, where Node and TypeScript look): a reference to a classmate's file, or to one in a
 * classmate's node_modules, quoted the classmate's work in the student's reports (helpers 108 and 111). A single run
 * reads what its project's tsconfig names, a base config or shared types outside its package included.
 */
function readableUnder(roots: readonly string[] | undefined, file: string): (path: string) => boolean {
  const modulesAbove: string[] = [];
  for (let dir = dirname(realPath(file)); ; dir = dirname(dir)) {
    modulesAbove.push(join(dir, 'node_modules'));
    if (dirname(dir) === dir) break;
  }
  return (path) => {
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      return true; // nothing there to read
    }
    if (SYSTEM_FILES.test(real) || !statSync(real).isFile()) return false; // a device or a pipe (/dev/zero) never ends
    if (roots === undefined || roots.some((root) => within(real, root))) return true;
    return modulesAbove.some((modules) => within(real, modules)) && /(\.d\.[mc]?ts|[\\/]package\.json)$/.test(real);
  };
}

/** The system's files of processes, never a module's types (devices are no files: /dev/shm's are, a TMPDIR's). */
const SYSTEM_FILES = /^\/(proc|sys)(\/|$)/;

/** Type errors in the learner's own files (not in node_modules), formatted like tsc prints them. */
export function typeErrorsOf(file: string, cwd = process.cwd(), roots?: readonly string[]): string[] {
  const readable = readableUnder(roots, file);
  const ts = require('typescript') as typeof TypeScript;
  // Without a tsconfig.json: strict, as Node runs the code. The kit loads `./store.ts` imports, so they are allowed;
  // and Node's globals (process) have their types wherever the kit runs from: the module's own @types/node, found
  // from its folder up, else the kit's when its development dependencies are installed (TypeScript's default would
  // look from the current directory only).
  const defaults: TypeScript.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
    typeRoots: [...typeRootsAbove(dirname(file)), join(KIT_ROOT, 'node_modules', '@types')],
  };
  let options: TypeScript.CompilerOptions = defaults;
  const sys = {
    ...ts.sys,
    fileExists: (path: string) => ts.sys.fileExists(path) && readable(path),
    readFile: (path: string) => (readable(path) ? ts.sys.readFile(path) : undefined),
  };
  const configPath = ts.findConfigFile(dirname(file), sys.fileExists);
  if (configPath) {
    const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (config) options = { ...config.options, noEmit: true };
  }
  const reusing = hostReusingDeclarations(ts, options, readable);
  const program = ts.createProgram([file], options, reusing.host);
  reusing.done();
  // As tsc prints them ("file(line,col): error TS2322: …"), the file as a user reads it from where the kit runs: a
  // path relative to it when inside, else absolute (formatDiagnostic climbs with "../" to the root).
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error && d.file && !/[\\/]node_modules[\\/]/.test(d.file.fileName))
    .map((d) => {
      const { line, character } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      return `${shownFrom(cwd, d.file!.fileName)}(${line + 1},${character + 1}): error TS${d.code}: ${text}`;
    });
}

/** A type check under way in a worker thread: its notice, once it is done; `cancel` ends the worker at once. */
export interface TypeCheck {
  /** The notice for the run's summary, or undefined when there is nothing to say. */
  readonly result: Promise<string | undefined>;
  /** How many type errors the check found, once it has: undefined when it did not finish (the grading scoreboard's). */
  readonly errors: Promise<number | undefined>;
  /** The notice with every error listed, for the report files (`result` lists the first MAX_TYPE_ERRORS_SHOWN, for a terminal). */
  readonly listed: Promise<string | undefined>;
  cancel(notice?: string): void;
}

/** A worker whose last check finished, kept for the next one (unreferenced: it does not keep the process alive). */
let idle: Worker | undefined;

function takeWorker(): Worker {
  const reused = idle;
  idle = undefined;
  if (reused) {
    reused.ref();
    return reused;
  }
  const worker = new Worker(`require(${JSON.stringify(REGISTER_TYPESCRIPT)}); require(${JSON.stringify(__filename)});`, {
    eval: true,
    workerData: { typeChecker: true },
  });
  // Idle, a worker has no check to tell of an error: its end only means none is kept.
  worker
    .on('error', () => undefined)
    .once('exit', () => {
      if (idle === worker) idle = undefined;
    });
  return worker;
}

/**
 * Where a check runs from: the folder its files are named from (`cwd`), what it may read (`roots`: a graded
 * submission's, what the module may, isolation.ts moduleReads; undefined: a single run's, what its tsconfig names, the
 * system's files aside: readableUnder), and how a graded submission's files are named in its reports
 * (`names`: from the folder that holds it, the course's above as "../lib/x.mjs", as its module host names them).
 */
export interface CheckPlace {
  cwd?: string;
  roots?: readonly string[];
  names?: (text: string) => string;
}

/**
 * Start the check in a worker; the promise gives a notice, or undefined when there is nothing to say. The check
 * has a time budget (TYPECHECK_BUDGET_MS) and is cancelled with the run: a learner's types can make TypeScript
 * work for minutes (a type-only import of 12k overloads once took a 2 s run to 279 s), and its verdict is a notice,
 * never worth holding the run's reports for. A check stopped before its end ends its worker; one that answered
 * leaves it idle for the next (or, when one is idle already, ends it).
 */
export function typeCheckInBackground(file: string, budgetMs = TYPECHECK_BUDGET_MS, place: CheckPlace = {}): TypeCheck {
  const { cwd = process.cwd(), roots, names = (text: string) => text } = place;
  if (!/\.[mc]?ts$/.test(file)) {
    return { result: Promise.resolve(undefined), errors: Promise.resolve(undefined), listed: Promise.resolve(undefined), cancel: () => undefined };
  }
  let cancel: (notice?: string) => void = () => undefined;
  let count: number | undefined;
  let everyError: string | undefined;
  const result = new Promise<string | undefined>((resolve) => {
    const worker = takeWorker();
    let settled = false;
    const finish = (notice: string | undefined, answered = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onAnswer).off('error', onError);
      if (answered && idle === undefined) {
        worker.unref();
        idle = worker;
      } else {
        void worker.terminate();
      }
      resolve(notice);
    };
    const shown = shownFrom(cwd, file);
    const timer = setTimeout(
      () => finish(`the type check of ${shown} did not finish within ${budgetMs / 1000} s and was stopped (the run itself is complete)`),
      budgetMs,
    );
    timer.unref();
    cancel = (notice) => finish(notice);
    const onAnswer = (answered: string[]) => {
      // The kit's secrets masked, as in everything a run reports (a file the check may read can still quote one).
      const mask = kitSecretsMasked();
      const errors = answered.map(maskedAroundNaming(mask, names));
      count = errors.length;
      if (errors.length === 0) return finish(undefined, true);
      const list = (some: string[]) => some.map((e) => `    ${e.replace(/\n/g, '\n    ')}`).join('\n');
      const more = errors.length > MAX_TYPE_ERRORS_SHOWN ? `\n    … and ${errors.length - MAX_TYPE_ERRORS_SHOWN} more, listed in summary.md` : '';
      // Each error names its file as tsc does ("file.ts(3,7): error TS…"): the count is the program's, not the entry's.
      const inEntry = errors.filter((e) => e.startsWith(`${shown}(`)).length;
      const where = inEntry === errors.length ? shown : inEntry === 0 ? `the files ${shown} imports` : `${shown} and the files it imports`;
      const heading = `${errors.length} type error(s) in ${where} (it ran anyway, transpile-only):\n`;
      const beyond = errors.length > MAX_TYPE_ERRORS_FILED ? `\n    … and ${errors.length - MAX_TYPE_ERRORS_FILED} more` : '';
      everyError = `${heading}${list(errors.slice(0, MAX_TYPE_ERRORS_FILED).map((e) => truncate(e, MAX_TEXT_CHARS)))}${beyond}`;
      finish(`${heading}${list(errors.slice(0, MAX_TYPE_ERRORS_SHOWN))}${more}`, true);
    };
    const onError = () => finish(undefined); // a checker that cannot run says nothing rather than something wrong
    worker.on('message', onAnswer).on('error', onError);
    worker.postMessage({ file, cwd, roots });
  });
  return { result, errors: result.then(() => count), listed: result.then((notice) => everyError ?? notice), cancel: (notice) => cancel(notice) };
}

/** The check's notice, waiting at most `graceMs` once the scenarios have run; past that it is stopped and says so. */
export function typeCheckNotice(check: TypeCheck | undefined, graceMs = TYPECHECK_GRACE_MS): Promise<string | undefined> {
  if (!check) return Promise.resolve(undefined);
  const timer = setTimeout(
    () => check.cancel(`the type check did not finish within ${graceMs / 1000} s of the scenarios and was stopped (the run itself is complete)`),
    graceMs,
  );
  timer.unref();
  return check.result.finally(() => clearTimeout(timer));
}

// Only in a worker started above: another thread that loads this file (a loader's, a library's) keeps its messages.
if (!isMainThread && parentPort && (workerData as { typeChecker?: boolean } | null)?.typeChecker === true) {
  const port = parentPort;
  port.on('message', ({ file, cwd, roots }: { file: string; cwd: string; roots?: string[] }) => {
    let errors: string[];
    try {
      errors = typeErrorsOf(file, cwd, roots);
    } catch {
      errors = []; // a checker that cannot run says nothing rather than something wrong
    }
    port.postMessage(errors);
  });
}
