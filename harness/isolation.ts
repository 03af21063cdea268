/**
 * What an untrusted implementation may reach (issue 9, item 7). Three layers, each cheap:
 *
 * - the environment: an allowlist (defaults.ts IMPLEMENTATION_ENV_ALLOWLIST, plus --pass-env NAME), never the
 *   kit's own variables, so a CI's GITHUB_TOKEN cannot reach an implementation, and from it a report;
 * - a module runs in the module host under Node's permission model: it reads the kit's folder and its own, writes
 *   only in the run's scratch folder, and starts no process or worker unless --allow-children;
 * - a --cmd program runs in a scratch working folder, and with --sandbox under bubblewrap (read-only filesystem
 *   but the scratch folder, no network, its own process and session namespaces).
 *
 * None of it is a security boundary against a determined attacker on an unpatched kernel; docs/isolation.md says what it
 * does and does not protect against.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { IMPLEMENTATION_ENV_ALLOWLIST, KIT_ROOT } from './defaults';
import { nearestPackageJson } from './module-format';
import { isFolderItself, realPath, within } from './paths';
import { UsageError } from './outcomes';
import { removeIfKitDies } from './reaper';
import { secretMask } from './secret-mask';

/** A graded submission, and where its grading writes the class's reports (absolute paths). */
export interface Confinement {
  submission: string;
  out?: string;
}

export interface Isolation {
  /** Variables of the kit's environment the implementation may see besides the allowlist (--pass-env NAME). */
  passEnv: string[];
  /** Let a module start child processes and workers (--allow-children). */
  allowChildren: boolean;
  /** Run a --cmd program under bubblewrap (--sandbox). */
  sandbox: boolean;
  /** The most memory an implementation may hold, in MiB (--memory; DEFAULT_MEMORY_LIMIT_MIB when undefined). */
  memoryMiB?: number;
  /**
   * A graded submission (its file or folder, absolute) and its grading's --out: the module reads the submission, and
   * of its package only what is not beside it, where its classmates' submissions are, nor the grading's reports
   * (confinedReads). Undefined in a single run: the whole package.
   */
  confine?: Confinement;
}

let isolation: Isolation = { passEnv: [], allowChildren: false, sandbox: false };

/** Set by the command-line tool from its options; a plain cucumber run keeps the strict defaults. */
export function useIsolation(settings: Isolation): void {
  isolation = settings;
}

export function currentIsolation(): Isolation {
  return isolation;
}

/**
 * The environment an implementation starts with: the allowlist and --pass-env, nothing else of the kit's. Its
 * temporary folder is the run's scratch folder, the one place a module may write, so that os.tmpdir() works.
 */
export function implementationEnv(kitEnv: NodeJS.ProcessEnv = process.env, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of [...IMPLEMENTATION_ENV_ALLOWLIST, ...isolation.passEnv]) {
    if (kitEnv[name] !== undefined) env[name] = kitEnv[name];
  }
  const scratch = runScratchRoot();
  return { ...env, TMPDIR: scratch, TMP: scratch, TEMP: scratch, ...extra };
}

/**
 * The kit's secrets masked in a text (secret-mask.ts): those of its environment an implementation was not given,
 * neither by the allowlist nor by --pass-env.
 */
export function kitSecretsMasked(kitEnv: NodeJS.ProcessEnv = process.env): (text: string) => string {
  return secretMask(kitEnv, new Set<string>([...IMPLEMENTATION_ENV_ALLOWLIST, ...isolation.passEnv]));
}

let scratchRoot: string | undefined;

/**
 * The run's scratch folder, made on first use and removed when the kit exits: the only place an implementation
 * may write. The module host's working folder and each scenario's folder (the world's scratchDir) are made inside.
 */
export function runScratchRoot(): string {
  if (scratchRoot === undefined || !existsSync(scratchRoot)) {
    // One exit listener for the process, whichever folder is the run's then (freshRunScratch makes one per run).
    if (!removedAtExit) process.once('exit', () => scratchRoot !== undefined && removeRunFolder(scratchRoot));
    removedAtExit = true;
    scratchRoot = realpathSync(mkdtempSync(join(tmpdir(), 'todo-kit-run-')));
    removeIfKitDies(scratchRoot); // the exit listener above does not run for a process that is SIGKILLed
  }
  return scratchRoot;
}

let removedAtExit = false;

/**
 * The folder a walk by descriptor to `folder` starts from (harness/beneath.ts): the run's scratch folder, which a
 * program under --sandbox cannot move (its parent is not bound), when it holds `folder`; else `folder` itself.
 */
export function walkBase(folder: string): string {
  const root = runScratchRoot();
  return within(folder, root) ? root : folder;
}

/** The run's scratch folder if one was made, without making one. */
export function currentRunScratch(): string | undefined {
  return scratchRoot;
}

/**
 * A new scratch folder for the next run of this process: the last run's goes, with whatever its implementation left
 * there (os.tmpdir() is in it). A grading process verifies one submission after another: what one wrote there must
 * not be there for the next to read.
 */
export function freshRunScratch(): void {
  if (scratchRoot !== undefined) removeRunFolder(scratchRoot);
  scratchRoot = undefined;
  sandboxedProgramRan = false;
}

/** Directories of `dir`'s tree (not following links) made writable and searchable again by their owner, the kit's user. */
function makeWritable(dir: string): void {
  // Looked at again just before: chmod follows a link, and an implementation still running may have put one in the
  // folder's place since it was listed (review 117). A window remains, far narrower.
  if (!isFolderItself(dir)) return;
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) makeWritable(join(dir, entry.name));
}

/**
 * Remove a folder of the run's scratch space, whatever the implementation did inside it. A folder it made read-only
 * (its own right under the permission model) is made writable again first: the kit's user owns it. Never throws: a
 * folder that still cannot go is left where it is, in the temporary folder, since no verdict, report or exit code
 * may depend on a clean-up. `remove` is for tests.
 */
export function removeScratch(path: string, remove: (path: string) => void = removeByPath): void {
  // A folder a program under --sandbox may still be changing is left for the end of the run (review 118, 119).
  if (mayStillChange(path)) return;
  try {
    remove(path);
    return;
  } catch {
    // try again below, once its folders are writable
  }
  try {
    if (lstatSync(path).isDirectory()) makeWritable(path);
    remove(path);
  } catch {
    // Deeper than Node's rmSync goes (a chain of folders thousands deep: its stack overflows): GNU rm has no such
    // limit (it walks by descriptor); makeWritable and rmSync above go by path, as the run's folders may now that no
    // program of the run's is left to change them (the kit waits for the last of them: implementation-process.ts).
    if (remove === removeByPath && existsSync(path)) removeWithRm(path);
  }
}

const removeByPath = (path: string): void => rmSync(path, { recursive: true, force: true });

/** rm -rf of `path` (a minute at most): whether it went. */
const removeWithRm = (path: string): boolean => spawnSync('rm', ['-rf', '--', path], { stdio: 'ignore', timeout: 60_000 }).status === 0;

/**
 * Remove a whole run's folder (its scratch folder, a grading process's temporary folder), once its sandboxes are
 * ended: GNU's rm -rf, which walks by descriptor and never follows a link swapped in, where Node's rmSync and
 * makeWritable went by path and, raced by a sandbox that outlived the kit, deleted and chmodded a folder of the
 * user's (red teams 122, 123). chmod -R, for a folder the implementation made read-only (a kit not run as root), checks
 * each entry and then changes its mode by name (coreutils 9.1: red team 125), so the sandbox must be ended first, as
 * the kit ends it (killSandbox in implementation-process.ts). removeScratch where GNU's tools are missing (macOS,
 * which has no --sandbox either). Never throws.
 */
export function removeRunFolder(path: string): void {
  if (!gnuTools()) return removeScratch(path);
  if (removeWithRm(path)) return;
  // A folder the implementation made read-only (a kit not run as root).
  spawnSync('chmod', ['-R', 'u+rwx', '--', path], { stdio: 'ignore', timeout: 60_000 });
  removeWithRm(path);
}

let gnuFound: boolean | undefined;
/** Whether rm and chmod are GNU's (coreutils): rm walks a tree by descriptor. */
function gnuTools(): boolean {
  gnuFound ??= ['rm', 'chmod'].every((tool) => /GNU coreutils/.test(spawnSync(tool, ['--version'], { encoding: 'utf8' }).stdout ?? ''));
  return gnuFound;
}

/**
 * Whether `path` is a folder of the run's that a program under --sandbox may still change: the kit, outside the
 * sandbox, removes by path, and a program that swaps a folder for a link to the user's home while it is removed had
 * Node's rmSync delete ~/.bashrc and make the home 0700 (review 118); removed in the sandbox instead, a folder it
 * kept deepening held every removal for its time limit (review 119). So such folders stay until the run's scratch
 * folder goes, at its end, when no program of the run's is left (the kit ends them first: implementation-process.ts).
 */
function mayStillChange(path: string): boolean {
  return sandboxedProgramRan && scratchRoot !== undefined && path !== scratchRoot && within(path, scratchRoot);
}

/** Whether a program has run under bubblewrap in the run's scratch folder (a module's run with --sandbox has none). */
let sandboxedProgramRan = false;

/** Said by the kit as it starts a program under bubblewrap: from then on, the run's folders stay until its end. */
export function noteSandboxedProgram(): void {
  sandboxedProgramRan = true;
}

/**
 * Make `path` free, and an empty folder there if `folder`, now: a scenario needs its start folder empty while the
 * program runs. Under --sandbox, what is there is renamed aside (left for the run's end, as removeScratch leaves it)
 * and the folder made, in a sandbox of the program's own bounds, so that a link it swaps in meanwhile leads only where
 * it could write itself (review 119: made outside, the folder was made in the user's home). Elsewhere, removed and made.
 */
export function emptyScratch(path: string, folder: boolean): void {
  const bwrap = mayStillChange(path) ? sandboxProgram() : undefined;
  if (bwrap && 'path' in bwrap) {
    const aside = `${path}.set-aside-${process.pid}-${(setAside += 1)}`;
    const make = folder ? ' && mkdir -p -- "$1"' : '';
    // mv -T within one folder: never a copy (both ends in the same folder), and nothing outside the scratch folder moves.
    const script = `{ [ ! -e "$1" ] && [ ! -L "$1" ] || mv -T -- "$1" "$2"; }${make}`;
    spawnSync(bwrap.path, [...bubblewrapArgs(scratchRoot!, [], scratchRoot!), '--', '/bin/sh', '-c', script, 'sh', path, aside], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    return;
  }
  removeScratch(path);
  if (folder) mkdirSync(path, { recursive: true });
}

let setAside = 0;

/**
 * A new folder inside the run's scratch folder, removed with it when the process exits. The tests and npm run bench
 * make their folders here too, so that a run leaves nothing in the system's temporary folder.
 */
export function scratchFolder(prefix: string): string {
  const root = runScratchRoot();
  mkdirSync(root, { recursive: true });
  return mkdtempSync(join(root, prefix));
}

/** The folder a module belongs to: its package's root (nearest package.json), or its own folder. */
function packageRoot(file: string): string {
  return dirname(nearestPackageJson(file) ?? file);
}

/**
 * The folder of an implementation's own modules, which a fresh load (freshModulePerScenario) loads again with the
 * module itself: its package, or its own folder when that package is the kit's (a sample in examples/).
 */
export function ownModulesRoot(modulePath: string): string {
  const file = realPath(modulePath);
  const root = packageRoot(file);
  return root === realpathSync(KIT_ROOT) ? dirname(file) : root;
}

/**
 * The kit's folder but its hidden entries (a checkout's .git holds the token it was cloned with: a CI job's
 * actions/checkout keeps it in .git/config), and its dependencies: its own node_modules, or, when the kit is
 * installed in a project, the one it sits in.
 */
function kitDependencyRoots(): string[] {
  const roots = readdirSync(KIT_ROOT)
    .filter((name) => !name.startsWith('.'))
    .map((name) => join(KIT_ROOT, name));
  const inNodeModules = KIT_ROOT.lastIndexOf(`${sep}node_modules${sep}`);
  if (inNodeModules !== -1) roots.push(KIT_ROOT.slice(0, inNodeModules + `${sep}node_modules`.length));
  // The kit's own node_modules, which permissionArgs resolves as it does every root: a link to another folder
  // (Stryker's sandbox for npm run mutate, a checkout that shares its dependencies) puts the module host's own
  // dependencies (sucrase) outside KIT_ROOT, and the permission model checks the real path.
  roots.push(join(KIT_ROOT, 'node_modules'));
  return roots;
}

/** Whether this Node has the permission model, and under which flag (--permission from Node 22 on). */
function permissionFlag(): string | undefined {
  const [major] = process.versions.node.split('.').map(Number);
  if (major! >= 22) return '--permission';
  if (major! === 20) return '--experimental-permission';
  return undefined;
}

/**
 * What a graded submission may read of its package: itself, and the package's other files but those beside it and
 * the grading's reports. The folder that holds it holds its classmates' work (a class's folder of modules, or of
 * folders), which a submission must not read (and copy into a tool result of its own report), nor their reports in
 * --out; the package's files elsewhere are the course's (a shared helper module beside the folder of submissions),
 * and its node_modules the dependencies. Node's permission model only allows, so the allowed paths are listed: from
 * the folder above the submission's up to the package's root, every entry of each folder but the one the way down
 * goes through, the one that holds --out and the hidden ones (.git, .env); and the root's node_modules. (The kit's
 * own folder is read whole but for its hidden entries: a class graded inside it is not confined, and todo-kit grade
 * says so.)
 */
function confinedReads({ submission, out }: Confinement, kit: readonly string[]): string[] {
  // Walked where it really is, as the module host loads it (implementation-process.ts): a class reached through a
  // link has its package.json above the real path, which a walk from the path as given never meets.
  const real = realPath(submission);
  refuseLinkedSubmission(submission, real);
  const root = packageRoot(real);
  const reads = [submission, real];
  const modules = join(root, 'node_modules');
  if (existsSync(modules)) reads.push(modules);
  const realOut = out === undefined ? undefined : realPath(out);
  let through = dirname(real); // the folder of submissions: nothing of it but this one
  for (let folder = dirname(through); within(folder, root) && folder !== through; through = folder, folder = dirname(folder)) {
    for (const name of readdirSync(folder)) {
      // Hidden entries are never the course's code, and often its secrets: .git (a CI checkout's token in its config,
      // every classmate's committed work in its objects), .env, .npmrc (a registry's token).
      if (name.startsWith('.')) continue;
      const path = join(folder, name);
      if (path !== through && (realOut === undefined || !within(realOut, path))) reads.push(path);
    }
  }
  refuseLinksOut(real, [...reads, ...kit]); // the kit's folder too (a dependency linked to it)
  return reads;
}

/**
 * A submission that is itself a link is read where it points: a grader's folder of links to the students' work
 * elsewhere. A link a student committed in the class's repository (kim.mjs -> ../.env, sam -> alice) would be graded
 * as theirs, its target's text shown in their report (a syntax error quotes a line of it). So a linked submission
 * must lead outside the class's own package, to nothing hidden: else it does not load, and is told why.
 */
function refuseLinkedSubmission(submission: string, real: string): void {
  if (!lstatSync(submission).isSymbolicLink()) return;
  const holder = realPath(dirname(submission)); // the folder of submissions, where it really is
  const course = packageRoot(join(holder, basename(submission)));
  const hidden = real.split(sep).some((segment) => segment.startsWith('.'));
  if (hidden || within(real, course)) {
    throw new UsageError(
      `${basename(submission)} is a link to ${relative(holder, real)}: graded, a submission that is a link must lead outside the class's own folder (${hidden ? 'and to nothing hidden' : "a classmate, or the course's own files, are not a submission"}). Hand in the file or folder itself`,
    );
  }
}

/**
 * Node's permission model follows a link it finds inside an allowed folder wherever it points: a link a student
 * commits in their submission (leak -> ../../.git, peer -> ../bob) would read what the confinement refuses. Each link
 * in the submission, its node_modules too, must lead where the submission may read anyway; one that does not stops
 * it from loading, named (a link to nowhere leads nowhere, and is left).
 */
function refuseLinksOut(real: string, readable: readonly string[]): void {
  const allowed = readable.map(realPath);
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(path);
        } catch {
          continue; // a dangling link
        }
        if (!allowed.some((root) => within(target, root))) {
          throw new UsageError(
            // Both named from the folder of submissions, as every path of a graded student's reports is.
            `${relative(dirname(real), path)} is a link to ${relative(dirname(real), target)}, which a graded submission may not read (only itself, and its course's files outside the folder of submissions): remove the link, and hand in the file itself`,
          );
        }
      }
    }
  };
  // A submission that is itself a link (a grader's folder of links to the students' work) is read where it points:
  // its own path is allowed; what it holds is walked.
  if (lstatSync(real).isDirectory()) walk(real);
}

/**
 * Node flags that put the module host under the permission model: reads in the kit's folder, the module's package
 * and the scratch folder; writes in the scratch folder.
 */
export function permissionArgs(modulePath: string, env: NodeJS.ProcessEnv, needsLoaderThread = false): { args: string[]; notice?: string } {
  const flag = permissionFlag();
  if (!flag) return { args: [], notice: `Node ${process.versions.node} has no permission model: the module runs without file-system limits` };
  // Node 20 writes no V8 coverage from a process under the permission model, whatever --allow-fs-write says
  // (checked: NODE_V8_COVERAGE=d node --experimental-permission --allow-fs-write=d writes nothing). Measuring
  // coverage (npm run coverage, c8) is the kit's own test of its references, never a grading run: there the module
  // host runs without the permission model, and says so.
  if (env.NODE_V8_COVERAGE) {
    return {
      args: [],
      notice: 'coverage is being measured (NODE_V8_COVERAGE): the module runs without the permission model, under which Node writes no coverage',
    };
  }
  const scratch = runScratchRoot();
  const writes = [scratch];
  // One flag per path: Node 20.19+ and 22 take the flag repeated (a comma-separated list is older Node 20's form).
  // The permission model's ExperimentalWarning would open every crash's output tail: silenced, and only it.
  const args = [
    flag,
    '--disable-warning=ExperimentalWarning',
    ...moduleReads(modulePath).map((path) => `--allow-fs-read=${path}`),
    ...writes.map((path) => `--allow-fs-write=${path}`),
  ];
  if (isolation.allowChildren) args.push('--allow-child-process', '--allow-worker');
  // ES-module TypeScript loads through loader hooks (typescript-esm-hooks.mjs), which Node runs in a worker thread; the permission model
  // cannot allow that thread alone, so such a module may start workers (never processes). docs/isolation.md says so.
  else if (needsLoaderThread) args.push('--allow-worker');
  // Node's SecurityWarning about --allow-worker is the kit's flag, not the learner's doing: it opened a hang's
  // "last output" as if the module had printed it.
  if (args.includes('--allow-worker')) args.push('--disable-warning=SecurityWarning');
  return { args };
}

/**
 * What a module may read (its host's --allow-fs-read, and its type check's reads: cli/typecheck.ts): the kit's
 * folder, the module's package (graded: what its confinement allows) and the run's scratch folder. A submission
 * graded through a link that leads where it may not is refused here (UsageError).
 */
export function moduleReads(modulePath: string): string[] {
  // Asked by a run's type check and by each start of its module host: a graded submission's folder, node_modules and
  // all, is walked for links once a run (the module cannot write there to make one in between).
  const { confine } = isolation;
  const key = JSON.stringify([confine ?? modulePath, runScratchRoot()]); // graded, its path plays no part
  if (lastReads?.key === key) return lastReads.reads;
  // The module's folder as given too: a module reached through a link (a grader's folder of links to the students'
  // files) is looked up there before Node follows the link.
  const kit = kitDependencyRoots();
  const own = confine === undefined ? [packageRoot(realPath(modulePath)), dirname(realPath(modulePath))] : confinedReads(confine, kit);
  // Each where it really is, and the kit's entries as they are too: an entry that is a link (a node_modules linked
  // to another folder) is read through the link, which the permission model checks apart from its target.
  const reads = [...[...kit, ...own, runScratchRoot()].map(realPath), ...kit];
  reads.push(confine?.submission ?? dirname(resolve(modulePath)));
  lastReads = { key, reads: [...new Set(reads)] };
  return lastReads.reads;
}

/** moduleReads' last answer, and what it was asked (the module, or its confinement, and the run's scratch folder). */
let lastReads: { key: string; reads: string[] } | undefined;

/** bubblewrap, for --sandbox: its path when it is installed and works here, else why it cannot be used, in a line. */
export function sandboxProgram(): { path: string } | { why: string } {
  const path = bubblewrap();
  if (!path)
    return {
      why: '--sandbox needs bubblewrap (bwrap), which is not installed here (Debian, Ubuntu: apt-get install bubblewrap); run without --sandbox, or install it',
    };
  if (!bubblewrapWorks(path)) {
    return {
      why: `--sandbox: bubblewrap (${path}) is installed but cannot make its namespaces here (a container or kernel without unprivileged user namespaces?); run without --sandbox, or where it works`,
    };
  }
  return { path };
}

/** Where bubblewrap is, if it is installed (searched on the kit's PATH, never through a shell). */
export function bubblewrap(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isAbsolute(dir) && existsSync(join(dir, 'bwrap'))) return join(dir, 'bwrap');
  }
  return undefined;
}

const bubblewrapTried = new Map<string, boolean>();

/** Whether bubblewrap can actually make its namespaces here (a container may forbid them): tried once per run. */
function bubblewrapWorks(path: string): boolean {
  let works = bubblewrapTried.get(path);
  if (works === undefined) {
    const probe = scratchFolder('bwrap-probe-');
    works = spawnSync(path, [...bubblewrapArgs(probe), '--', 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0;
    rmSync(probe, { recursive: true, force: true });
    bubblewrapTried.set(path, works);
  }
  return works;
}

/**
 * bubblewrap's arguments for a --cmd program: the whole filesystem read-only, the run's scratch folder writable (its
 * working folder `cwd` is in it, and so are the scenarios' folders, which a profile hands the program: claude-code's
 * config folder, envelope-mvp's session folder; and its TMPDIR), a private /tmp, no network, its own PID namespace
 * and session (no writing into the kit's terminal with TIOCSTI), and it dies with the kit. What it does not hide:
 * files any user may read.
 */
export function bubblewrapArgs(cwd: string, readable: readonly string[] = [], writable = cwd): string[] {
  // The private /tmp hides whatever sits under the real one, and the sandbox's own /dev what sits in /dev/shm: the
  // program's own folder and files there (a clone in /tmp, a folder on the RAM disk) are bound back, read-only.
  const underTmp = [...new Set(readable.filter((path) => ['/tmp', '/dev/shm'].some((hidden) => path === hidden || path.startsWith(`${hidden}/`))))];
  return [
    '--ro-bind',
    '/',
    '/',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    '--tmpfs',
    '/tmp',
    ...underTmp.flatMap((path) => ['--ro-bind', path, path]),
    '--bind',
    writable,
    writable,
    '--chdir',
    cwd,
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    // Run by root, bubblewrap keeps the program's capabilities: it remounted / writable and wrote in the user's
    // folders (red team 122). A user's own run has none to drop.
    '--cap-drop',
    'ALL',
  ];
}

/**
 * A --cmd program runs in a scratch folder, so its words that name files in the user's folder
 * ("python3 examples/x.py") are made absolute first: the program finds them wherever it runs.
 */
export function absoluteFileWords(argv: readonly string[], cwd: string): string[] {
  return argv.map((word, i) => {
    if (word.startsWith('-') || isAbsolute(word)) return word;
    if (i === 0 && !word.includes('/') && !word.includes('\\')) return word; // a program found on PATH
    const path = resolve(cwd, word);
    return existsSync(path) ? path : word;
  });
}
