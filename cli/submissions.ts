/**
 * What `todo-kit grade` grades: the submissions named on its command line, found in folders, named stably, and
 * sliced into shards that stay put when submissions are added (a submission's shard depends on its name only).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, resolve, sep } from 'node:path';
import { JS_TO_TS, ownImports } from '../harness/module-format';
import { shownFrom } from '../harness/paths';
import { entryOfFolder, INTERPRETERS, MODULE_EXTENSIONS, onlyAProgram, onlyModules, programIn, startingModule, TOOL_CONFIG } from '../harness/module-entry';
import { CliUsageError } from './options';
import { scoreboardIn } from './scoreboard';

export interface Submission {
  /** Its name on the scoreboard and its report folder: the file's name without extension, or the folder's. */
  name: string;
  /** The file or folder it was found at, absolute. */
  path: string;
  /**
   * The single-run arguments that select it: a module path, or --cmd with the command. A folder in which no module
   * was found is named itself: its run says what it looked for (harness/module-entry.ts), and its row "did not load".
   */
  target: string[];
  /**
   * The folder its run starts in: the one that holds it, so that its reports name it from there ("alice.mjs",
   * "bob/src/registry.ts") and never the grader's folders (docs/grading.md: a student's folder is theirs alone).
   */
  cwd: string;
}

/** What findSubmissions found: the submissions, and what it passed over in a folder of them (to say so). */
export interface Found {
  submissions: Submission[];
  /** Files in a folder of submissions that are neither a module nor a folder, as typed from cwd. */
  skipped: string[];
  /** The submission folders that lack --entry's module (graded from the module the kit finds, or not loaded), by name. */
  withoutEntry: string[];
  /** Folders in a folder of submissions that are a grading's output (this one's --out, or one with a scoreboard), as typed. */
  gradings: string[];
}

/** How submissions are found: --cmd's template, or --entry's path inside each submission's folder. */
export interface FindOptions {
  commandTemplate?: string;
  entry?: string;
  /** What the profile's contract asks a module to export (createRegistry): how a folder's one such module is found. */
  exports?: readonly string[];
  /** This grading's --out (absolute): inside a folder of submissions, it is not one of them. */
  out?: string;
}

/** A grading's output, not a submission: this grading's --out, or a folder todo-kit grade wrote its scoreboard in. */
const isGrading = (path: string, out: string | undefined): boolean => path === out || (isFolder(path) && scoreboardIn(path) !== undefined);

/** A word a command line needs no quotes for (the kit splits --cmd into words like a shell would). */
const SHELL_SAFE = /^[\w./@%+=:,-]+$/;

/** Quote a path for a command line. */
function quoted(path: string): string {
  return SHELL_SAFE.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

/** A path as a word of a command line: one that starts with "-" (a folder named -rf) as ./-rf, never read as an option. */
const notAnOption = (path: string): string => (path.startsWith('-') ? `.${sep}${path}` : path);

/** A path as the user would type it from cwd (a single run labels its reports with what was typed). */
function typed(path: string, cwd: string): string {
  const shown = shownFrom(cwd, path);
  return shown === '.' ? path : shown;
}

/** A folder (a link to one too); a broken link is not, nor a link to itself (ELOOP), and its run says why. */
function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false; // a link in a loop, or one that leads where this user may not look: a submission that does not load
  }
}

/** A module file that can be a submission. */
const isSubmissionModule = (path: string): boolean => MODULE_EXTENSIONS.includes(extname(path)) && !TOOL_CONFIG.test(basename(path));

/**
 * The module a submission folder starts from: --entry's path in it when it is there, else the one the kit finds
 * itself (package.json's main, an index or src/index module): a course's --entry is for the projects that need it.
 */
function moduleOf(folder: string, entry: string | undefined): string | undefined {
  const named = entry === undefined ? undefined : join(folder, entry);
  return named !== undefined && existsSync(named) ? named : entryOfFolder(folder);
}

/** Whether a folder is a submission by itself: it has a module to start from. */
function isSubmissionFolder(folder: string, entry: string | undefined): boolean {
  return moduleOf(folder, entry) !== undefined;
}

/**
 * A submission's name, on the scoreboard and as its report folder's: the file's name without its extension, or the
 * folder's, in Unicode's canonical form (NFC: josé typed on a Mac and on Linux is one name), letters and digits of any
 * script kept, anything else that a folder name or a spreadsheet could misread made "_".
 */
/** What a name makes "_": every run of characters other than a letter (with its marks), a digit, ".", "_" or "-". */
const NOT_IN_A_NAME = /[^\p{L}\p{M}\p{N}._-]+/gu;

/**
 * The most bytes of a submission's name, its report folder's: file systems allow 255, and a name grows as it is made
 * (Unicode's composed form of some letters is longer: a folder's name of 255 bytes made one of 510, whose report
 * folder could not be made, and the row read "kit error", a false reason; helper 111).
 */
const MAX_NAME_BYTES = 200;

function nameOf(path: string): string {
  const name = (isFolder(path) ? basename(path) : basename(path, extname(path))).normalize('NFC').replace(NOT_IN_A_NAME, '_');
  // A name of dots only ("..cjs" is named "."), or none, would make the report folder --out itself or its parent.
  const named = /^\.*$/.test(name) ? `_${name.replace(/\./g, '_')}` : name;
  if (Buffer.byteLength(named) <= MAX_NAME_BYTES) return named;
  // Cut at a character, and told apart from another name cut the same way by a hash of the whole.
  const characters = [...named];
  while (Buffer.byteLength(characters.join('')) > MAX_NAME_BYTES - 9) characters.pop();
  return `${characters.join('')}_${createHash('sha256').update(named).digest('hex').slice(0, 8)}`;
}

/** A file a --cmd template names in a submission's folder, quoted ('{}/my todo.py') or bare ({}/main.py): the kit splits --cmd as a shell would. */
const TEMPLATE_FILE = /(['"])\{\}[\\/]([^'"]+)\1|\{\}[\\/]([^\s'"]+)/g;

/** The files a --cmd template names inside each submission's folder: "python3 {}/src/main.py" → ["src/main.py"]. */
function templateFiles(commandTemplate: string): string[] {
  return [...commandTemplate.matchAll(TEMPLATE_FILE)].map((match) => match[2] ?? match[3]!);
}

/** Whether a folder holds one of the files a --cmd template names in it (templateFiles: the program a submission of that kind hands in). */
const holdsOneOf = (folder: string, files: readonly string[]): boolean => files.some((file) => existsSync(join(folder, file)));

/**
 * The submission at a path: a folder (whatever it holds: see Submission.target) or a module file; else none. With a
 * --cmd template, a folder is run by the command; but one without the file the command names and with a module to
 * start from is graded as that module: a class hands in Python programs and JavaScript modules side by side.
 */
function submissionAt(path: string, options: FindOptions): Submission | undefined {
  const name = nameOf(path);
  const cwd = dirname(path);
  const { commandTemplate, entry } = options;
  // A name with bytes that are not UTF-8 reaches the kit with each as U+FFFD, and no file has that name: a row whose
  // run says so (implementation-under-test.ts), where the student dropped out of the scoreboard (helper 111).
  if (basename(path).includes('\uFFFD') && !existsSync(path)) return { name, path, target: [typed(path, cwd)], cwd };
  if (commandTemplate !== undefined) {
    const files = templateFiles(commandTemplate);
    // A command that names a file in each submission's folder ("{}/main.py") runs folders: a module file beside them
    // is graded as a module (a class of both), and a program handed in alone, of the command's kind (zed.py where it
    // runs {}/todo.py), as that program, in place of the folder's file (a row, not a student lost from the
    // gradebook); any other file (a package.json, a README) is no submission.
    if (files.length > 0 && !isFolder(path)) {
      if (isSubmissionModule(path)) return { name, path, target: [typed(path, cwd)], cwd };
      const file = files.find((named) => extname(named).toLowerCase() === extname(path).toLowerCase() && INTERPRETERS[extname(path).toLowerCase()]);
      if (file === undefined) return undefined;
      const command = commandTemplate.replace(TEMPLATE_FILE, (whole, _quote, inQuotes?: string, bare?: string) =>
        (inQuotes ?? bare) === file ? quoted(notAnOption(typed(path, cwd))) : whole,
      );
      return { name, path, target: ['--cmd', command], cwd };
    }
    // The module as the single run finds it (startingModule: an index, the one module, the one that exports the
    // contract's names), or a project in which none is found, or a folder of modules and no program (two modules
    // that export the factory, say): its single run says what it holds and why it found no module, where the
    // command's run would say that the command's file is not there to a JavaScript student.
    const aModuleInstead =
      files.length > 0 &&
      !holdsOneOf(path, files) &&
      (startingModule(path, options.exports ?? []) !== undefined || isOneSubmission(path, options) || (isFolder(path) && onlyModules(path)));
    if (!aModuleInstead) return { name, path, target: ['--cmd', commandTemplate.split('{}').join(quoted(notAnOption(typed(path, cwd))))], cwd };
  }
  // A folder: --entry's module when it is there, else the folder itself, whose module the single run finds as
  // entryOfFolder does (and says so when package.json's main is not there).
  if (isFolder(path)) {
    const named = entry === undefined ? undefined : join(path, entry);
    return { name, path, target: [typed(named !== undefined && existsSync(named) ? named : path, cwd)], cwd };
  }
  return isSubmissionModule(path) ? { name, path, target: [typed(path, cwd)], cwd } : undefined;
}

/** What a folder of submissions holds, but the tools' folders and files: hidden ones, node_modules, __pycache__, __MACOSX, the kit's sample expectations. */
function contentsOf(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && !name.startsWith('__') && name !== 'node_modules' && !name.endsWith('.expect.json'))
    .map((name) => join(folder, name));
}

/**
 * Whether a folder named on the command line is one submission rather than a folder of them: it has the module to
 * start from; or it is a project (a package.json) and none of what it holds is a submission, so that a learner's
 * project with no module the kit can find is one row that says so, not one row per folder inside it.
 */
function isOneSubmission(folder: string, options: FindOptions, gradedAsOne?: (folder: string) => boolean): boolean {
  if (isSubmissionFolder(folder, options.entry)) return true;
  if (gradedAsOne?.(folder)) return true;
  if (modulesImportEachOther(folder)) return true;
  if (!existsSync(join(folder, 'package.json'))) return false;
  return !contentsOf(folder).some((path) => (isFolder(path) ? isSubmissionFolder(path, options.entry) : isSubmissionModule(path)));
}

/**
 * Whether the modules a folder holds are one project's: each imports or requires another of them, or is imported,
 * all of them joined ("./todo-tools.js", "./store"), and no folder beside them is a submission. A late student's
 * project without an index (a registry.ts beside its todo-tools.ts), named alone, was graded as four students, each
 * "did not load" (helper 110); a folder of submissions is never joined so, even where one student imports another's
 * work (a graded submission may not read it), for the others import nothing of theirs.
 */
function modulesImportEachOther(folder: string): boolean {
  if (!isFolder(folder)) return false;
  const contents = contentsOf(folder);
  if (contents.some((path) => isFolder(path) && isSubmissionFolder(path, undefined))) return false;
  const modules = contents.filter((path) => !isFolder(path) && isSubmissionModule(path));
  if (modules.length < 2) return false;
  const group = modules.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  modules.forEach((module, i) => {
    for (const specifier of ownImports(module, true)) {
      const j = modules.findIndex((other) => namesModule(resolve(folder, specifier), other));
      if (j !== -1) group[root(i)] = root(j);
    }
  });
  return new Set(modules.map((_, i) => root(i))).size === 1;
}

/** Whether an import's path names a module file: as written, without its extension, or as TypeScript's nodenext writes it ("./x.js" for x.ts). */
function namesModule(imported: string, module: string): boolean {
  if (imported === module || imported === module.slice(0, -extname(module).length)) return true;
  return JS_TO_TS.some(([written, onDisk]) => imported.endsWith(written) && `${imported.slice(0, -written.length)}${onDisk}` === module);
}

/**
 * The submissions the grading in --out has a row for, each graded as one student (a folder's module perhaps found by
 * the rule that needs the class around it: the one module that exports the contract's names). Named alone again,
 * after a fix, such a folder is that student still, not a folder of submissions whose every module becomes a row.
 */
function gradedBefore(out: string | undefined, cwd: string): Set<string> {
  const rows = (out === undefined ? undefined : scoreboardIn(out))?.rows ?? [];
  return new Set(rows.flatMap((row) => (row.submission === undefined ? [] : [resolve(cwd, row.submission)])));
}

/**
 * What makes two submissions' names one report folder: names that differ only in case (Amy, amy) clash too. On
 * macOS's and Windows' file systems, which ignore case, their folders would be one, and a scoreboard graded on Linux
 * is often read there. (NFC: the same letter, composed or not, is one name there too.)
 */
export const nameKey = (name: string): string => name.normalize('NFC').toLowerCase();

/** Why two submissions' files or folders come to one name, for the author who renames one: what tells them apart. */
function whyOneName(a: string, b: string): string {
  if (basename(a) === basename(b)) return 'the same name, in two folders';
  const stem = (path: string) => (isFolder(path) ? basename(path) : basename(path, extname(path)));
  const apart =
    isFolder(a) !== isFolder(b)
      ? ["a file's extension, which a name leaves out (a file beside a folder of the same name)"]
      : !isFolder(a) && extname(a) !== extname(b)
        ? ['the extension (a name leaves it out)']
        : [];
  // What makes a name (nameOf, nameKey), step by step: a step is a difference of the two when, left out, their
  // names would differ.
  const steps: [string, (name: string) => string][] = [
    ["Unicode's two forms of a letter (composed and decomposed), which look alike", (name) => name.normalize('NFC')],
    ['case', (name) => name.toLowerCase()],
    ['characters other than a letter, a digit, ".", "_" or "-", each run of them made "_"', (name) => name.replace(NOT_IN_A_NAME, '_')],
  ];
  const without = (skipped: number, name: string) => steps.reduce((made, [, step], i) => (i === skipped ? made : step(made)), name);
  steps.forEach(([what], i) => {
    if (without(i, stem(a)) !== without(i, stem(b))) apart.push(what);
  });
  return `the same but for ${apart.join(' and ')}`;
}

/**
 * Each argument is a submission (a module, or a folder with package.json's main or an index module, or --entry's
 * path) or a folder of submissions (each folder and module in it; a folder in which no module is found is still a
 * submission, whose row says why). With a command template (--cmd "python3 {}/main.py"), every file or folder is a
 * submission and {} is replaced by its path, but a folder without the file the command names and with a module,
 * which is graded as that module (submissionAt).
 */
export function findSubmissions(args: readonly string[], cwd: string, options: FindOptions = {}): Found {
  const { commandTemplate, entry } = options;
  if (args.length === 0) throw new CliUsageError('name the submissions: module files, submission folders, or a folder of them');
  if (commandTemplate !== undefined && !commandTemplate.includes('{}')) {
    throw new CliUsageError(
      `--cmd for grading is a template: {} stands for each submission's path, e.g. --cmd "python3 {}/main.py" (got ${JSON.stringify(commandTemplate)})`,
    );
  }
  if (entry !== undefined && (entry.trim() === '' || isAbsolute(entry) || entry.split(/[\\/]/).includes('..'))) {
    throw new CliUsageError(`--entry is the module's path inside each submission's folder, e.g. --entry src/registry.ts (got ${JSON.stringify(entry)})`);
  }
  // The files the command names in each submission's folder ("{}/main.py"), once; undefined without --cmd.
  const files = commandTemplate === undefined ? undefined : templateFiles(commandTemplate);
  // The earlier grading's rows, read once and only if a folder named here needs them.
  let graded: Set<string> | undefined;
  const gradedAsOne = (folder: string) => (graded ??= gradedBefore(options.out, cwd)).has(folder);
  const found: Submission[] = [];
  const skipped: string[] = [];
  const gradings: string[] = [];
  for (const arg of args) {
    const path = resolve(cwd, arg);
    if (!existsSync(path)) throw new CliUsageError(`no file or folder ${arg}`);
    // With --cmd, a folder that holds the file the command names is one submission (a student's, graded again alone),
    // and so is one with a module, where the command names a file in each folder (a class of both: submissionAt).
    // A folder whose folders hold the command's file is a folder of submissions, though it be a project (a package.json),
    // unless it holds the command's file itself.
    const one =
      files === undefined
        ? isOneSubmission(path, options, gradedAsOne)
        : holdsOneOf(path, files) ||
          (files.length > 0 &&
            isFolder(path) &&
            !contentsOf(path).some((inside) => isFolder(inside) && holdsOneOf(inside, files)) &&
            isOneSubmission(path, options, gradedAsOne));
    // A student's folder of a program in another language, graded with --cmd before and named alone now without it:
    // graded as a module, it would lose its row to "did not load".
    const program = commandTemplate === undefined && isFolder(path) && onlyAProgram(path) ? programIn(path) : undefined;
    if (program && one) throw new CliUsageError(gradeItWithCmd(arg, program));
    if (!isFolder(path) || one) {
      const itself = submissionAt(path, options);
      if (!itself) throw new CliUsageError(`${arg} is not a module (${MODULE_EXTENSIONS.join(' ')}); grade other programs with --cmd "<command with {}>"`);
      found.push(itself);
      continue;
    }
    const everything = contentsOf(path);
    const ofGradings = new Set(everything.filter((p) => isGrading(p, options.out)));
    gradings.push(...[...ofGradings].map((p) => typed(p, cwd)));
    const inside = everything.filter((p) => !ofGradings.has(p));
    const submissions = inside.map((p) => submissionAt(p, options)).filter((s): s is Submission => s !== undefined);
    skipped.push(...inside.filter((p) => !submissions.some((s) => s.path === p)).map((p) => typed(p, cwd)));
    if (submissions.length === 0) {
      // A student's folder of a program in another language, named alone without the --cmd its class was graded with.
      throw new CliUsageError(program ? gradeItWithCmd(arg, program) : `${arg} holds no submission (a module file, or a folder)`);
    }
    found.push(...submissions);
  }
  const byName = new Map<string, Submission>();
  const clashes: string[] = [];
  for (const submission of found) {
    const key = nameKey(submission.name);
    const other = byName.get(key);
    if (!other) byName.set(key, submission);
    else if (other.path !== submission.path) {
      const names = other.name === submission.name ? submission.name : `${other.name} and ${submission.name}`;
      clashes.push(`${names} (${whyOneName(other.path, submission.path)}): ${other.path} and ${submission.path}`);
    }
  }
  // Every clash at once: a course author renames them all in one go, not one pair per run.
  if (clashes.length > 0) {
    throw new CliUsageError(
      `${clashes.length === 1 ? 'two submissions have' : `${clashes.length} pairs of submissions have`} the same name (their report folders would collide):\n  ${clashes.join('\n  ')}`,
    );
  }
  const submissions = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  const withoutEntry =
    entry === undefined ? [] : submissions.filter((s) => s.target[0] !== '--cmd' && isFolder(s.path) && !existsSync(join(s.path, entry))).map((s) => s.name);
  return { submissions, skipped, withoutEntry, gradings };
}

/** What to type for a folder of a program in another language named without --cmd. */
function gradeItWithCmd(arg: string, program: { file: string; interpreter: string }): string {
  const file = SHELL_SAFE.test(program.file) ? `{}/${program.file}` : `'{}/${program.file}'`;
  return `${arg} holds a program in another language (${program.file}) and no module: grade it with --cmd, as its class: --cmd "${program.interpreter} ${file}"`;
}

/** "2/5" → { index: 2, count: 5 }; shards count from 1. */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new CliUsageError(`--shard takes i/n with 1 ≤ i ≤ n (e.g. 2/5), not "${text}"`);
  return { index, count };
}

/** FNV-1a: a small, stable hash, the same on every machine and Node version. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
}

/** The submissions of shard index/count: chosen by a hash of the name, so adding a submission moves no other. */
export function shardOf<T extends { name: string }>(items: readonly T[], shard: { index: number; count: number }): T[] {
  return items.filter((item) => hash(item.name) % shard.count === shard.index - 1);
}
