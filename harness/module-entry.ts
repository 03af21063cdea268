/**
 * A folder named where a module is expected (a single run's path, a submission in `todo-kit grade`): which module in
 * it the kit starts from, or, when it finds none, what it looked for and which modules the folder does hold, so that
 * the learner or the course author can name one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

/** What a module the kit can load ends with. */
export const MODULE_EXTENSIONS = ['.mjs', '.js', '.cjs', '.ts', '.mts', '.cts'];

/** Programs a learner may name as if they were modules, and the command that runs each: for the messages. */
export const INTERPRETERS: Readonly<Record<string, string>> = { '.py': 'python3', '.rb': 'ruby', '.php': 'php', '.pl': 'perl', '.sh': 'bash', '.lua': 'lua' };

/** The folders, inside a submission's, where an index module is looked for, in order. */
const INDEX_FOLDERS = ['', 'src'];

/** How many of a folder's modules a message names at most. */
const MODULES_NAMED = 8;

/** package.json's main, as written, when it is a string. */
function mainOf(folder: string): string | undefined {
  try {
    const main = (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { main?: unknown }).main;
    return typeof main === 'string' ? main : undefined;
  } catch {
    return undefined; // no package.json, or one that does not parse: look for an index module as if it were not there
  }
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** package.json's main when it names a file that is not there (a build not run, say): the kit starts elsewhere. */
export function missingMain(folder: string): string | undefined {
  const main = mainOf(folder);
  return main !== undefined && !isFile(join(folder, main)) ? main : undefined;
}

/**
 * The module a folder starts from by rule: package.json's main when that file is there, else index.* or src/index.*.
 * (What finds a class's submissions, cli/submissions.ts: a folder with such a module is one submission.)
 */
export function entryOfFolder(folder: string): string | undefined {
  const main = mainOf(folder);
  if (main !== undefined && isFile(join(folder, main))) return join(folder, main);
  for (const inside of INDEX_FOLDERS) {
    const found = MODULE_EXTENSIONS.map((ext) => join(folder, inside, `index${ext}`)).find(isFile);
    if (found) return found;
  }
  return undefined;
}

/** The files in a folder and its src/ (not node_modules) whose name passes `wanted`, relative to it, for a message. */
function filesIn(folder: string, wanted: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const inside of INDEX_FOLDERS) {
    try {
      for (const entry of readdirSync(join(folder, inside), { withFileTypes: true })) {
        if (entry.isFile() && wanted(entry.name)) found.push(join(inside, entry.name));
      }
    } catch {
      // no such folder
    }
  }
  return found;
}

/** A tool's configuration in a project (jest.config.js, vitest.config.ts, eslint.config.mjs): a module, never an implementation. */
export const TOOL_CONFIG = /\.config\.[mc]?[jt]s$/;

/** The modules in a folder and its src/ that could be an implementation: not declarations, not a tool's configuration. */
const modulesIn = (folder: string) =>
  filesIn(folder, (name) => MODULE_EXTENSIONS.includes(extname(name)) && !/\.d\.[mc]?ts$/.test(name) && !TOOL_CONFIG.test(name));

/** A test file (todo.test.mjs, todo.spec.ts): it imports the implementation, and is never the one. */
const TEST_FILE = /\.(test|spec)\.[mc]?[jt]s$/;

/** Programs in another language (main.py), which run with --cmd: the first one, with its interpreter, for a message. */
export function programIn(folder: string): { file: string; interpreter: string } | undefined {
  const file = filesIn(folder, (name) => INTERPRETERS[extname(name).toLowerCase()] !== undefined).sort(byLikelyEntry)[0];
  return file === undefined ? undefined : { file, interpreter: INTERPRETERS[extname(file).toLowerCase()]! };
}

/**
 * A folder named as the implementation that has no module by rule (entryOfFolder) but holds one module alone, in it
 * or in its src/ (a student's todo-tool.mjs), its tests aside: that one, which can be nothing else. Two or more modules, or a module
 * beside a program in another language (main.py and a stray helpers.js), are not guessed between: whyNoEntry names
 * what the folder holds.
 */
function onlyModuleOf(folder: string): string | undefined {
  const modules = modulesIn(folder).filter((file) => !TEST_FILE.test(file));
  return modules.length === 1 && programIn(folder) === undefined ? join(folder, modules[0]!) : undefined;
}

/** Whether a module's text exports `name` itself (a declaration, an export list, CommonJS's exports): read, not run. */
function declaresExport(text: string, name: string): boolean {
  const n = name.replace(/[$]/g, '\\$&');
  return new RegExp(
    `(^|\\n)\\s*export\\s+(default\\s+)?(async\\s+)?(function\\*?|const|let|var|class)\\s+${n}\\b|export\\s*\\{[^}]*\\b${n}\\b[^}]*\\}|exports\\.${n}\\s*=|module\\.exports\\s*=\\s*\\{[^}]*\\b${n}\\b`,
  ).test(text);
}

/**
 * Of a folder's several modules (in it or in its src/, tests aside), the one whose text exports every name the
 * profile's contract asks for (createRegistry): the README's own TypeScript layout, src/registry.ts beside the
 * modules it imports, with npm init's main (index.js) not there. Two such modules, or none, are not guessed between.
 */
function moduleExporting(folder: string, names: readonly string[]): string | undefined {
  if (programIn(folder) !== undefined) return undefined;
  const exporting = modulesExporting(folder, names);
  return exporting.length === 1 ? join(folder, exporting[0]!) : undefined;
}

/** The modules of a folder and its src/ (tests aside) whose text exports every name, relative to it. */
function modulesExporting(folder: string, names: readonly string[]): string[] {
  if (names.length === 0) return [];
  return modulesIn(folder)
    .filter((file) => !TEST_FILE.test(file))
    .filter((file) => {
      try {
        const text = readFileSync(join(folder, file), 'utf8');
        return names.every((name) => declaresExport(text, name));
      } catch {
        return false;
      }
    });
}

/**
 * The module a folder starts from, and the rule that found it: its index (entryOfFolder); else the one module it
 * holds; else the one module whose text exports every name in `contract` (the profile's). The single run
 * verifies that module, and todo-kit grade grades a folder that has one as a module (cli/submissions.ts).
 */
export function startingModule(folder: string, contract: readonly string[]): { path: string; rule: 'index' | 'only module' | 'exports' } | undefined {
  const byRule = entryOfFolder(folder);
  if (byRule !== undefined) return { path: byRule, rule: 'index' };
  const only = onlyModuleOf(folder);
  if (only !== undefined) return { path: only, rule: 'only module' };
  const exporting = moduleExporting(folder, contract);
  return exporting === undefined ? undefined : { path: exporting, rule: 'exports' };
}

/** A folder with no module but a program in another language: what to run is --cmd, not a module to name. */
export const onlyAProgram = (folder: string): boolean => modulesIn(folder).length === 0 && programIn(folder) !== undefined;

/** A folder that holds a module or a program: a submission's, not a folder of reports. */
export const holdsCode = (folder: string): boolean => modulesIn(folder).length > 0 || programIn(folder) !== undefined;

/** A folder that holds modules and no program in another language: a JavaScript or TypeScript student's, whatever the kit finds in it. */
export const onlyModules = (folder: string): boolean => modulesIn(folder).length > 0 && programIn(folder) === undefined;

/** main.py or todo.py before helpers.py: a program's entry is likelier named main, index, app or after the task. */
const byLikelyEntry = (a: string, b: string): number => likelihood(a) - likelihood(b) || a.localeCompare(b);
const likelihood = (file: string): number => (/^(src\/)?(main|index|app|todo)/i.test(file) ? 0 : 1);

/**
 * Why a folder has no entry, in one line: what the kit looked for, and the modules that are there (a few), e.g.
 * `its package.json's main (index.js) is not there, and it has no index or src/index module; it holds src/registry.ts, src/types.ts`.
 */
export function whyNoEntry(folder: string, contract: readonly string[] = []): string {
  const main = mainOf(folder);
  const index = `index or src/index module (${MODULE_EXTENSIONS.join(' ')})`;
  const looked = main !== undefined ? `its package.json's main (${main}) is not there, and it has no ${index}` : `it has no package.json main and no ${index}`;
  const modules = modulesIn(folder);
  if (modules.length === 0) {
    const program = programIn(folder);
    if (program) {
      return (
        `${looked}, nor any other module in it or in its src/; it holds ${program.file}, a program in another language, which runs with --cmd ` +
        `and speaks the kit's line protocol: --cmd "${program.interpreter} ${join(folder, program.file)}" (grading a class: --cmd "${program.interpreter} {}/${program.file}")`
      );
    }
    return `${looked}, nor any other module in it or in its src/`;
  }
  const named = modules.slice(0, MODULES_NAMED).join(', ') + (modules.length > MODULES_NAMED ? `, and ${modules.length - MODULES_NAMED} more` : '');
  // Several export what the contract asks for: the kit does not guess between them.
  const exporting = modulesExporting(folder, contract);
  const listed = `${exporting.slice(0, -1).join(', ')} and ${exporting[exporting.length - 1]}`;
  const several = exporting.length > 1 ? `, of which ${listed} each export ${contract.join(', ')}, and the kit does not guess which to verify` : '';
  return `${looked}; it holds ${named}${several}`;
}
