import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { Socket } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import {
  DEFAULT_MEMORY_LIMIT_MIB,
  DEFAULT_PROFILE,
  INITIALIZE_TIMEOUT_FACTOR,
  KILLED_PROCESS_WAIT_MS,
  SHUTDOWN_ANSWER_MS,
  SHUTDOWN_GRACE_MS,
  STRAGGLER_HUNT_MS,
} from './defaults';
import { linksBeneath } from './beneath';
import type { HostAdapter } from './host-adapter';
import { HOST_CHANNEL_FD } from './host-channel';
import {
  absoluteFileWords,
  bubblewrapArgs,
  currentIsolation,
  currentRunScratch,
  kitSecretsMasked,
  implementationEnv,
  moduleReads,
  noteSandboxedProgram,
  ownModulesRoot,
  permissionArgs,
  removeScratch,
  runScratchRoot,
  sandboxProgram,
  scratchFolder,
  walkBase,
} from './isolation';
import { jsonLineWriter, readJsonLines } from './line-channel';
import { importsOwnModules, moduleFormat, nearestPackageJson } from './module-format';
import {
  descendantsOf,
  isAlive,
  killEach,
  killEachWithItsGroup,
  processesInPidNamespace,
  processesWithEnvEntry,
  processGroupOf,
  startOf,
  waitUntilGoneSync,
} from './process-tree';
import { markEndedForMemory, memoryOverLine, watchMemory, type MemoryWatch } from './memory-watch';
import { maskedAroundNaming, maskParsed } from './secret-mask';
import { safeText } from './safe-text';
import { nodeCheckPlace } from './syntax-place';
import { namesFrom } from './learner-frames';
import { reapIfKitDies, reapNoLonger, reapPidIfKitDies, reapPidNoLonger } from './reaper';
import { kitFile, realPath, within } from './paths';
import { ImplementationError, ImplementationTimeout, ProtocolError, UsageError } from './outcomes';
import { OutputCapture, type Shown } from './output-capture';
import { PROTOCOL_VERSION, type InitializeResult } from './protocol';
import { describeProfiles, findProfile, profileOfExports } from './profiles';
import { RpcClient, type Channel, type MessageValidator } from './rpc-client';
import { cacheKitFiles } from './register-typescript';

/** Characters of an implementation's last output shown when it ends, the newest lines kept. */
const OUTPUT_TAIL_CHARS = 1500;

/** How a crash's message introduces the tail of what the implementation printed. */
export const LAST_OUTPUT = 'its last output:';
/**
 * A line that names an exception, as a traceback (KeyError: 'todos') or Node (TypeError: …, and a plain Error: …)
 * prints it: its class, and a system error's code (Error: ENOENT: no such file…, Node's unhandled 'error' event).
 */
const DIED_OF = /^((?:[A-Za-z_][\w]*\.)*(?:[A-Za-z_]\w*)?(?:Error|Exception))(?::\s*(E[A-Z]{2,})\b|:|$)/;

/** Output worth a word in a failure: this much printed during a call that timed out. */
export const FLOOD_BYTES = 1 << 20;

export const mebibytes = (bytes: number) => `${(bytes / FLOOD_BYTES).toFixed(1)} MiB`;

/** A JavaScript or TypeScript module, run in the kit's module host. */
export interface ModuleSelection {
  kind: 'module';
  path: string; // absolute
  label: string;
  /** The folder the run names files from (the label's): the module's stack frames under it are shown relative to it. */
  cwd?: string;
  profile: string;
  /** The profile's host adapter, which the module host loads beside the module. */
  adapter: string;
  /** The profile was chosen by TODO_KIT_PROFILE (no --profile typed). */
  profileFromEnv?: boolean;
}

/** Any program that speaks the kit's line protocol on stdin/stdout (docs/protocol.md). */
export interface CommandSelection {
  kind: 'command';
  argv: string[];
  cwd: string;
  label: string;
  profile: string;
}

export type Selection = ModuleSelection | CommandSelection;

/**
 * Mutation testing (npm run mutate) switches mutants on in the kit's process; the implementation runs in the
 * module host, whose instrumented code reads the active mutant from this variable instead. (It is the kit's own
 * setting, not a variable of the kit's environment: it passes the environment allowlist by being set here.)
 */
function mutationTestingEnv(): Record<string, string> {
  const active = (globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__?.activeMutant;
  return active === undefined ? {} : { __STRYKER_ACTIVE_MUTANT__: String(active) };
}

type Started = { child: ChildProcess; channel: Pick<Channel, 'send' | 'onMessage' | 'onInvalid' | 'onViolation'>; notice?: string };

/**
 * A program's sandbox, as bubblewrap tells it (--info-fd): its first process (pid 1 in the program's PID namespace)
 * by its pid outside, with when it started (what tells it from a later process given its pid), and its namespace.
 * Neither is below the kit's child for long: a program that turned off pid 1's death with its parent (ptrace) and
 * exited left it to init, where no look for the child's descendants finds it, and it outlived the kit, racing the
 * removal of the run's folders (red teams 122, 123); so the kit ends the sandbox by these (killSandbox).
 */
interface Sandbox {
  pid?: number;
  start?: string;
  /** Its PID namespace's inode: every process in it, a tracer that holds pid 1 at its exit too (red team 125). */
  namespace?: number;
}

/** Every sandbox of a program started and not yet ended, by its program's child process: ended when the kit exits. */
const sandboxes = new Map<ChildProcess, Sandbox>();

/**
 * Kill every process of the sandbox: those of its PID namespace, looked for again until none is left (a few looks at
 * most), and its first process if it is still the one that started. Killing pid 1 alone was not enough: a process of
 * the sandbox that traces pid 1 holds it at its exit, before the kernel ends the namespace, for as long as the tracer
 * lives (red team 125). The pids killed.
 */
function killSandbox(sandbox: Sandbox | undefined): number[] {
  if (sandbox === undefined) return [];
  const killed = sandbox.pid !== undefined && startOf(sandbox.pid) === sandbox.start ? killEach([sandbox.pid]) : [];
  for (let look = 0; look < 5 && sandbox.namespace !== undefined; look++) {
    const left = processesInPidNamespace(sandbox.namespace).filter((pid) => !killed.includes(pid) || isAlive(pid));
    if (left.length === 0) break;
    killed.push(...killEach(left));
  }
  return killed;
}

/**
 * Read bubblewrap's --info-fd (JSON with "child-pid" and "pid-namespace", written before the program starts; the
 * program does not get that descriptor) into `sandbox`, and have the reaper end it should the kit die.
 */
function learnSandboxPid(info: Readable, sandbox: Sandbox): void {
  let text = '';
  info.setEncoding('utf8');
  info.on('data', (chunk: string) => {
    if (sandbox.pid !== undefined || text.length > 4096) return;
    text += chunk;
    const pid = Number(/"child-pid"\s*:\s*(\d+)/.exec(text)?.[1]);
    const namespace = Number(/"pid-namespace"\s*:\s*(\d+)/.exec(text)?.[1]);
    if (!Number.isSafeInteger(pid) || pid <= 1) return;
    sandbox.pid = pid;
    sandbox.start = startOf(pid);
    if (Number.isSafeInteger(namespace) && namespace > 0) sandbox.namespace = namespace;
    reapPidIfKitDies(pid, sandbox.start, sandbox.namespace);
  });
  info.on('error', () => undefined);
}

/**
 * Messages to the implementation: one JSON object a line. A write to a dead process is reported through 'close'.
 * Each may wait for the rest of its tick: a burst of calls issued at once (claude-code's 800) is one system call.
 */
function lineWriter(stream: Writable): (message: unknown) => void {
  stream.on('error', () => undefined);
  const write = jsonLineWriter(stream);
  return (message) => write(message, true);
}

/**
 * Read JSON lines from `stream` into the RPC client's listeners (bounded, UTF-8 checked: line-channel.ts), each with
 * the kit's secrets masked (secret-mask.ts).
 */
function lineReaderChannel(
  stream: Readable,
  name: string,
  mask: (text: string) => string,
): Required<Pick<Channel, 'onMessage' | 'onInvalid' | 'onViolation' | 'unfinishedLine'>> {
  const messages: ((message: unknown) => void)[] = [];
  const invalid: ((line: string) => void)[] = [];
  const violations: ((problem: string) => void)[] = [];
  const unfinishedLine = readJsonLines(stream, name, {
    message: (value) => messages.forEach((listener) => listener(value)),
    notJson: (line) => invalid.forEach((listener) => listener(line)),
    violation: (problem) => violations.forEach((listener) => listener(problem)),
    text: mask,
    parsed: (value, line) => maskParsed(value, line, mask), // JSON's escapes hide a secret from the line's mask
  });
  return {
    onMessage: (listener) => void messages.push(listener),
    onInvalid: (listener) => void invalid.push(listener),
    onViolation: (listener) => void violations.push(listener),
    unfinishedLine,
  };
}

const MODULE_HOST = resolve(__dirname, 'module-host.ts');

/**
 * What a program that ended with an error before it answered initialize is told: it runs in a scratch folder, where
 * files it looks for relative to its working folder are not (the helper's `cd classes; --cmd "java Tool"` read only
 * "Could not find or load main class Tool").
 */
const STARTS_IN_SCRATCH =
  'It ran in a scratch folder of its own, not the folder the kit was started in: a word of the command that names a file or folder there is made an absolute path (--cmd "java -cp . Tool", "python3 tool.py"), but what the program looks for by itself relative to its working folder is not there; name it in the command, or find it from the program\'s own path';

/** What a program says that did not find a file or a class it looks for. */
const NOT_FOUND = /no such file|could not find or load main class|can't open file|ENOENT|FileNotFoundError|ClassNotFoundException|NoSuchFileException/i;

/** What a program that ended on an error should do instead (a profile may say more: its catalogue's programAdvice). */
const PROGRAM_ADVICE = `A program answers a call it cannot handle with a JSON-RPC error, code -32000, and goes on: catch around each request. ${kitFile('docs/protocol.md')}.`;

/**
 * The module host, in a process group of its own, under Node's permission model (isolation.ts), with the
 * allowlisted environment. Its channel is a pipe on fd 3 (host-channel.ts); stdout and stderr stay the module's own.
 */
/**
 * How a graded submission's files are named in what the kit reports of it beside its module host's texts (its type
 * check's errors): from the folder that really holds it, the course's files above it as "../lib/x.mjs", as the host
 * names them; undefined when it is not graded (a single run names files from where the kit runs).
 */
export function gradedFileNames(modulePath: string): ((text: string) => string) | undefined {
  const { confine } = currentIsolation();
  if (confine === undefined) return undefined;
  return namesFrom(dirname(realPath(confine.submission)), ownModulesRoot(realPath(modulePath)));
}

/**
 * A graded submission that is an ES module by a package.json above its own folder (a course's repository with
 * "type": "module" at its root), and fails as one ("module is not defined in ES module scope"): said for the grader,
 * whose package.json it is; Node's message names it only as "../package.json" (helper 110). '' otherwise.
 */
function esModuleByTheCourse(modulePath: string): string {
  const { confine } = currentIsolation();
  const manifest = nearestPackageJson(realPath(modulePath));
  if (confine === undefined || manifest === undefined) return '';
  const own = realPath(confine.submission);
  if (statSync(own).isDirectory() && within(manifest, own)) return ''; // the student's own
  const shown = gradedFileNames(modulePath)?.(manifest) ?? manifest;
  return ` (the package.json that makes it an ES module, ${shown}, is not the student's but the course's, above their work: their CommonJS .js files need a package.json of their own with "type": "commonjs", or the course's package.json without "type": "module")`;
}

/**
 * The profile's start folders (its catalogue's startFolders), made in the implementation's scratch folder `cwd`, as
 * the variables that name them: what it reads of them once as it starts leads where the kit can look.
 */
function startFolderEnv(selection: Selection, cwd: string): Record<string, string> {
  const env: Record<string, string> = {};
  const { startFolders = {}, startHomeOwn = [] } = findProfile(selection.profile)?.catalogue.profile ?? {};
  // Made by descriptor from the run's scratch folder (harness/beneath.ts): a program of the run's that has not ended
  // yet (the one a restart replaces) could swap them for links as they are made (red team 120).
  const base = walkBase(cwd);
  for (const [name, folder] of Object.entries(startFolders)) {
    env[name] = join(cwd, folder);
    // A program's alone: the module host may read and write its scratch folder, and Node's permission model follows
    // a link in it wherever it leads, so links to the user's home would open it to a module (review 117).
    linksBeneath(base, env[name], name === 'HOME' && selection.kind === 'command' ? homeEntryLinks(startHomeOwn) : []);
  }
  return env;
}

/**
 * The links of a home of the run's own for a program to start with: each entry of the kit's home, so that its
 * toolchain finds what it keeps there (rustup's toolchains, Python's user site-packages, npm's cache), but for the
 * names that begin as one of `own` does (claude-code's `.claude`): the kit's alone, where what the program writes
 * is seen, and never the user's. Best-effort: a home that cannot be read gives none. (A module gets an empty home: it
 * needs no toolchain, and it reads nothing of the user's home under the permission model.)
 */
function homeEntryLinks(own: readonly string[]): [string, string][] {
  const userHome = process.env.HOME;
  if (!userHome || !isAbsolute(userHome)) return [];
  let names: string[];
  try {
    names = readdirSync(userHome);
  } catch {
    return [];
  }
  // .claude, .claude.json, .claude.json.backup (review 118)
  return names.filter((name) => !own.some((start) => name.startsWith(start))).map((name) => [name, join(userHome, name)]);
}

function startModuleHost(given: ModuleSelection, cwd: string, mask: (text: string) => string, startFolders: Record<string, string>): Started {
  const env = implementationEnv(process.env, { ...mutationTestingEnv(), ...startFolders });
  const { confine } = currentIsolation();
  const graded = confine !== undefined;
  // Graded, the module is loaded where it really is: a class reached through a link (a grader's ~/course, macOS's
  // /tmp) made Node read the link itself, which a submission's confinement refuses. Its files are named from the
  // folder that really holds the submission, as from the class's folder: a submission that is itself a link to a
  // student's folder elsewhere ("ann" → /home/students/ann) is "ann/…" in its reports, never the folder above it.
  const selection = graded ? { ...given, path: realPath(given.path), cwd: dirname(realPath(confine.submission)) } : given;
  // It cannot write the kit's transform cache (its permission model): the kit's files it loads are put there first.
  for (const file of [MODULE_HOST, selection.adapter, selection.path]) cacheKitFiles(file);
  const esm = moduleFormat(selection.path) === 'esm';
  // Loader hooks run in a thread of Node's: for ES-module TypeScript, and for a fresh load of an ES module's own
  // imports in the profiles that load the module again for every scenario (module-host.ts).
  const ownRoot = ownModulesRoot(selection.path);
  const fresh = (require(selection.adapter) as { default: HostAdapter }).default.freshModulePerScenario === true;
  const esmTypeScript = esm && /\.m?ts$/.test(selection.path);
  // ES-module TypeScript has a loader thread anyway: the fresh hook costs it little there, and needs no scan.
  const freshImports = fresh && (esmTypeScript || importsOwnModules(selection.path, ownRoot));
  const permission = permissionArgs(selection.path, env, esmTypeScript || freshImports);
  const child = spawn(
    process.execPath,
    [
      ...permission.args,
      '--require',
      resolve(__dirname, 'register-typescript.js'),
      MODULE_HOST,
      selection.path,
      moduleFormat(selection.path),
      selection.adapter,
      ownRoot,
      freshImports ? 'fresh-imports' : '',
      selection.cwd ?? '',
      graded ? 'graded' : '',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      cwd, // a scratch folder: what the implementation writes to its current directory never lands in the user's
      detached: true, // a process group of its own, so that ending it ends whatever it started
      env,
    },
  );
  const pipe = child.stdio[HOST_CHANNEL_FD] as Socket;
  const reader = lineReaderChannel(pipe, "the module host's channel", mask);
  // Only the module host writes this pipe, and only JSON: a line that is not JSON was written by the module itself.
  const channel = {
    send: lineWriter(pipe),
    onMessage: reader.onMessage,
    onViolation: (listener: (problem: string) => void) => {
      reader.onViolation(listener);
      reader.onInvalid((line) =>
        listener(
          `a line on the kit's channel (file descriptor ${HOST_CHANNEL_FD}) that is not JSON: ${JSON.stringify(safeText(line, 200))} (the module wrote it; the channel is the module host's)`,
        ),
      );
    },
  };
  return { child, channel, notice: permission.notice };
}

/**
 * Another language: one JSON object per line on stdin and stdout; stderr is the program's own. No shell. It runs
 * in a scratch folder with the allowlisted environment, in a process group of its own, and with --sandbox under
 * bubblewrap.
 */
function startCommand(selection: CommandSelection, cwd: string, mask: (text: string) => string, startFolders: Record<string, string>): Started {
  const words = absoluteFileWords(selection.argv, selection.cwd);
  let argv = words;
  if (currentIsolation().sandbox) {
    const bwrap = sandboxProgram();
    if ('why' in bwrap) throw new UsageError(bwrap.why);
    const files = words.filter((word) => isAbsolute(word) && existsSync(word)).map((word) => dirname(word));
    // bubblewrap writes the pid of the sandbox's first process on fd 3 (--info-fd) as the sandbox starts.
    argv = [bwrap.path, ...bubblewrapArgs(cwd, [selection.cwd, ...files], runScratchRoot()), '--info-fd', '3', '--', ...words];
    noteSandboxedProgram();
  }
  const [program, ...args] = argv;
  const env = implementationEnv(process.env, startFolders);
  const sandboxed = argv !== words;
  const child = spawn(program!, args, { cwd, stdio: sandboxed ? ['pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'], detached: true, env });
  if (sandboxed && child.stdio[3]) {
    const sandbox: Sandbox = {};
    sandboxes.set(child, sandbox);
    learnSandboxPid(child.stdio[3] as Readable, sandbox);
  }
  return { child, channel: { send: lineWriter(child.stdin!), ...lineReaderChannel(child.stdout!, 'stdout', mask) } };
}

/** Whether a command runs Python (python3 main.py, ./main.py): its messages then say how in Python's words. */
const isPython = (argv: readonly string[]): boolean => argv.some((word) => /(^|[\\/])python[\d.]*(\.exe)?$/i.test(word) || /\.py$/i.test(word));

/**
 * Why a program may not have answered initialize: an answer written, but kept in the program's output buffer. Python
 * (and C's stdio) buffers stdout when it is a pipe, so nothing reaches the kit until the buffer fills or the program
 * ends: the classic first-run mistake over a pipe, which a learner replaying a line by hand never sees.
 */
function unansweredStart(argv: readonly string[], waitedMs: number): string {
  const flush = isPython(argv) ? 'print(json.dumps(answer), flush=True), or run it with python3 -u' : 'flush stdout after each answer line';
  return (
    `: no answer line reached the kit. An answer written but not flushed stays in the program's buffer when stdout is a pipe: ${flush}. ` +
    `(Or it never read the request: one JSON object per line on stdin. Or it starts slowly: the kit waits ${waitedMs / 1000} s for the answer to initialize, ` +
    `${INITIALIZE_TIMEOUT_FACTOR} times --timeout; give a program that starts slower, a JVM or a build tool such as gradle or cargo run, a larger --timeout.)`
  );
}

/** Characters of a scenario's output shown, escaped, at most (its newest lines): reports stay small. */
export const SCENARIO_OUTPUT_CHARS = 2000;

/**
 * One running implementation: a child process, the JSON-RPC client that talks to it, and the tail of what it
 * printed (shown when it crashes). Starting it is `initialize`; a refused start throws.
 */
export class ImplementationProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly client: RpcClient,
    readonly info: InitializeResult,
    /** The implementation's current directory, a scratch folder the kit made: removed when it stops. */
    readonly scratchDir: string | undefined,
    /** The profile's start folders (its catalogue's startFolders), by the variable that named each as it started. */
    readonly startFolders: Readonly<Record<string, string>>,
    /** The watch on its memory (--memory; it sees nothing where /proc does not show the process). */
    private readonly memory: MemoryWatch | undefined,
    /** What the isolation could not do here (no permission model on this Node, say), for the summary. */
    readonly notice?: string,
    private readonly printed: { bytes: number; scenario: OutputCapture } = { bytes: 0, scenario: new OutputCapture() },
  ) {}

  /**
   * The lines it printed since this was last asked (stdout and stderr of a module, stderr of a program): the newest
   * whole lines, within SCENARIO_OUTPUT_CHARS characters, and how many printed are not among them (output-capture.ts).
   * What a failing scenario shows its author.
   */
  takeOutput(): Shown {
    return this.printed.scenario.take(SCENARIO_OUTPUT_CHARS);
  }

  /**
   * Bytes the implementation has printed so far (stdout and stderr of a module, stderr of a program: a program's
   * stdout is its protocol channel), to tell a call that drowned in its own output from one that hung.
   */
  get printedBytes(): number {
    return this.printed.bytes;
  }

  static async start(selection: Selection, timeoutMs: number, validate?: MessageValidator): Promise<ImplementationProcess> {
    const scratchDir = scratchFolder(selection.kind === 'module' ? 'module-cwd-' : 'command-cwd-');
    // The kit's secrets, masked in all it reads of the implementation: its channel and what it printed.
    const mask = kitSecretsMasked();
    let started: Started;
    let startFolders: Record<string, string>;
    try {
      startFolders = startFolderEnv(selection, scratchDir);
      started =
        selection.kind === 'module' ? startModuleHost(selection, scratchDir, mask, startFolders) : startCommand(selection, scratchDir, mask, startFolders);
    } catch (error) {
      removeScratch(scratchDir);
      throw error;
    }
    const { child, channel } = started;
    running.add(child);
    // Past its memory limit it is ended (its group, as for any end of the kit's), and its end says why.
    const isolation = currentIsolation();
    const memory =
      child.pid === undefined
        ? undefined
        : watchMemory(child.pid, isolation.memoryMiB ?? DEFAULT_MEMORY_LIMIT_MIB, selection.kind === 'command' || isolation.allowChildren, (counted) => {
            // Every process counted, each with its group: one in a session of its own (setsid) is in none of the
            // program's, and killed with the program alone it went on holding what it held (helper 113).
            killGroup(child);
            killEachWithItsGroup(counted);
          });
    child.once('exit', () => memory?.stop());
    if (child.pid !== undefined) reapIfKitDies(child.pid); // it leads its group (started detached)
    child.once('close', () => {
      running.delete(child);
      // Its sandbox ended with it (at its exit; once more, should it linger): the reaper forgets the pid, which may be
      // another process's later.
      const sandbox = sandboxes.get(child);
      sandboxes.delete(child);
      killSandbox(sandbox);
      if (sandbox?.pid !== undefined) reapPidNoLonger(sandbox.pid, sandbox.start, sandbox.namespace);
    });
    // What it printed: the tail since it started, to explain a crash, and each scenario's own (takeOutput), its
    // paths under the run's folder named from there.
    const names = namesFrom(selection.cwd);
    const named = maskedAroundNaming(mask, names);
    const crashTail = new OutputCapture(named);
    // Whether it answered initialize: a program that ends before (a syntax error) gets no advice on handling calls.
    const initialized = { done: false };
    const counted = { bytes: 0, scenario: new OutputCapture(named) };
    const keep = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      counted.bytes += chunk.length;
      crashTail.write(stream, chunk);
      counted.scenario.write(stream, chunk);
    };
    if (selection.kind === 'module') child.stdout!.on('data', keep('stdout'));
    child.stderr!.on('data', keep('stderr'));
    let spawnError: Error | undefined;
    child.on('error', (error) => (spawnError = error)); // e.g. the program does not exist; reported through 'close'
    // When it exits, whatever it started goes too: a grandchild still holding its stdout would otherwise keep the
    // pipe open, so that 'close' never came and every crash looked like a hang (and the grandchild an orphan). Its
    // sandbox too, which does not die with it when the program has turned that off (red team 123).
    child.once('exit', () => {
      killGroup(child);
      killSandbox(sandboxes.get(child));
    });
    const client = new RpcClient(
      {
        ...channel,
        onClose: (listener) =>
          child.on('close', (code, signal) => {
            const how = memory?.over
              ? memoryOverLine(memory.over)
              : spawnError
                ? `could not start: ${spawnError.message}`
                : signal
                  ? `killed by ${signal}`
                  : `exited with code ${code}`;
            // The newest lines are kept (they say how it ended), within a bound the failure message shows whole.
            const shown = crashTail.shown(OUTPUT_TAIL_CHARS).lines.filter((line) => line.trim() !== ''); // a traceback's blank lines say nothing
            // A program that ended by itself, with an error: what the protocol asks of it instead (docs/protocol.md).
            // One that ended with an error before it answered initialize (a file it looks for where it was started:
            // java's class path, a relative open()) may not have found its files in its scratch folder: said so.
            const ended = selection.kind === 'command' && !spawnError && !signal && code !== 0;
            const advice = !ended
              ? ''
              : initialized.done
                ? `\n  (${findProfile(selection.profile)?.catalogue.profile.programAdvice ?? PROGRAM_ADVICE})`
                : shown.some((line) => NOT_FOUND.test(line))
                  ? `\n  (${STARTS_IN_SCRATCH})`
                  : '';
            // The exception it died of, by its class, in the headline: its last output may open with a debug line,
            // and a traceback names the exception at its end (the class alone, so that one mistake is one cause).
            const exception = [...shown]
              .reverse()
              .map((line) => {
                const [, name, code] = DIED_OF.exec(line.trim()) ?? [];
                return name && (code ? `${name}: ${code}` : name);
              })
              .find(Boolean);
            const headline = exception ? `${how} (${exception})` : how;
            listener(`${shown.length > 0 ? `${headline}; ${LAST_OUTPUT}\n  ${shown.join('\n  ')}` : how}${advice}`);
          }),
      },
      validate,
    );
    if (selection.kind === 'command' && isPython(selection.argv)) client.howToLog = 'log to stderr: print(..., file=sys.stderr)';
    try {
      const params = { protocolVersion: PROTOCOL_VERSION, profile: selection.profile };
      const info = (await client.request('initialize', params, timeoutMs * INITIALIZE_TIMEOUT_FACTOR, 'initialize')) as InitializeResult;
      if (info?.protocolVersion !== PROTOCOL_VERSION) {
        throw new ProtocolError(
          `the implementation speaks protocol version ${JSON.stringify(info?.protocolVersion)}; this kit speaks version ${PROTOCOL_VERSION} (docs/protocol.md)`,
        );
      }
      // The module host speaks the profile it was started for; a program that names none speaks todo-list-v2, the
      // only profile of protocol v1 before profiles (docs/protocol.md), so every such program keeps working.
      const spoken = Array.isArray(info.profiles) ? info.profiles : selection.kind === 'module' ? [selection.profile] : [DEFAULT_PROFILE];
      if (!spoken.includes(selection.profile) && !Array.isArray(info.profiles)) {
        throw new UsageError(
          `the program names no profile in its initialize result, and one that names none is taken to speak ${DEFAULT_PROFILE} (protocol v1 before profiles), not ${selection.profile}: ` +
            `answer initialize with "profiles": ["${selection.profile}"] beside "protocolVersion" (${kitFile('docs/protocol.md')})`,
        );
      }
      if (!spoken.includes(selection.profile)) {
        const known = spoken.filter((id) => findProfile(String(id)) !== undefined).map(String);
        if (known.length === 1) {
          const usage = new UsageError(`the implementation speaks the ${known[0]} profile, not ${selection.profile}: run it with --profile ${known[0]}`);
          usage.speaks = known[0];
          throw usage;
        }
        throw new UsageError(
          `the implementation speaks the profile(s) ${spoken.join(', ')}, not ${selection.profile}: choose one of them with --profile. The kit has:\n${describeProfiles()}`,
        );
      }
      initialized.done = true;
      return new ImplementationProcess(child, client, info, scratchDir, startFolders, memory, started.notice, counted);
    } catch (error) {
      killGroup(child);
      if (scratchDir) removeScratch(scratchDir);
      if (memory?.over) markEndedForMemory(error); // the contract's help says nothing of it (implementation-under-test.ts)
      // Initialize is the module host's loading of the module, a step of the kit's own that a module's author never
      // wrote: its name is left out ("Cannot use x.mjs: could not load x.mjs: …"). A program over the protocol answers it.
      if (selection.kind === 'module' && error instanceof ImplementationError) error.message = error.message.replace(/^initialize failed: /, '');
      // Where the syntax error is, named from the run's folder as the module is (its load error already is).
      if (selection.kind === 'module' && error instanceof Error) error.message += namesFrom(selection.cwd)(syntaxErrorPlace(selection.path, error.message));
      if (selection.kind === 'module' && error instanceof Error && / in ES module scope\b/.test(error.message))
        error.message += esModuleByTheCourse(selection.path);
      // The module host answers initialize once the module is loaded: a module that never loads is running its
      // top-level code still (a loop, an await that never settles, a wait for input).
      if (selection.kind === 'module' && error instanceof ImplementationTimeout) {
        error.message += `: loading ${selection.label} did not finish (its top-level code runs as it loads: a loop, or an await that never settles, there keeps it from ever loading)`;
      }
      if (selection.kind === 'command' && error instanceof ImplementationTimeout && !error.unfinishedLine) {
        error.message += unansweredStart(selection.argv, timeoutMs * INITIALIZE_TIMEOUT_FACTOR);
      }
      const exported = error instanceof ImplementationError ? (error.data as { exports?: unknown } | undefined)?.exports : undefined;
      const other = Array.isArray(exported) ? profileOfExports(exported.map(String), selection.profile) : undefined;
      if (other && error instanceof Error) {
        // The help that follows is that profile's (implementation-under-test.ts start), not the one chosen.
        // A profile left in the environment is the likeliest reason the wrong one was chosen: said, when it is that one.
        const fromEnv = selection.kind === 'module' && selection.profileFromEnv ? ` (TODO_KIT_PROFILE=${selection.profile} is set in your environment)` : '';
        const usage = new UsageError(`${error.message}. Its exports are those of the ${other.id} profile: run it with --profile ${other.id}${fromEnv}`);
        usage.speaks = other.id;
        throw usage;
      }
      throw error;
    }
  }

  /** The signal the process ended by, once it has (SIGKILL: the kit's kill, or the system's), else null. */
  get endSignal(): NodeJS.Signals | null {
    return this.child.signalCode;
  }

  /** The code the process exited with, once it has on its own, else null. */
  get exitCode(): number | null {
    return this.child.exitCode;
  }

  /** Running, and not being ended by the kit (a killed process answers nothing more, even before its 'close'). */
  get alive(): boolean {
    return !this.client.closed && !this.killed;
  }

  private killed = false;

  /**
   * How the process ended, when it ended on its own while no request was waiting for it (an uncaught error in a
   * timer, a process.exit() after the reply): no call failed with it, so no scenario did yet. Undefined while it
   * runs, when the kit stopped it, and when a request already failed with the crash. One the kit ended for its
   * memory then is told here too (endedForMemory says so).
   */
  get endedOnItsOwn(): string | undefined {
    return this.endAccountedFor ? undefined : this.client.endedUnasked;
  }

  /** Whether the kit ended it for the memory it held (past --memory): its end is the kit's, not its own. */
  get endedForMemory(): boolean {
    return this.memory?.over !== undefined;
  }

  /** A request sent to the ended process fails saying so: its end is in a report, and endedOnItsOwn forgets it. */
  accountForEnd(): void {
    this.endAccountedFor = true;
  }

  /** Whether the process's end is the kit's doing, or already charged to a request. */
  private endAccountedFor = false;

  /**
   * Ask politely, give it a moment to exit (coverage tools write their data then), then make sure: an
   * implementation's leaked timers must not keep anything alive.
   */
  async stop(graceMs = SHUTDOWN_GRACE_MS): Promise<ShutdownSeen | undefined> {
    this.endAccountedFor ||= this.alive;
    let seen: ShutdownSeen | undefined;
    if (this.alive) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      const answered = await this.client.request('shutdown', {}, SHUTDOWN_ANSWER_MS).then(
        () => true,
        () => false,
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      seen = { answered, exited: this.child.exitCode !== null || this.child.signalCode !== null };
    }
    this.kill();
    return seen;
  }

  /**
   * End the implementation and everything it started, and remove its scratch folder once all of it is gone. Its
   * process group is killed, and each process it started in a session of its own, found before the kill and killed by
   * its pid: bubblewrap's sandbox runs in one, and a program that turned off the sandbox's death with its parent
   * (ptrace of the sandbox's pid 1) outlived the kit and raced its removal of the run's folders, which then deleted and
   * chmodded the user's files (red team 122). The sandbox's pid 1 killed, the kernel kills every process in it.
   */
  kill(): void {
    this.endAccountedFor ||= this.alive; // once it has ended on its own, killing what is left does not change how it ended
    this.killed = true;
    // Only while it runs: once it has exited, what it started is init's, and its pid may be another process's.
    const running = this.child.pid !== undefined && this.child.exitCode === null && this.child.signalCode === null;
    const others = running ? descendantsOf(this.child.pid!) : [];
    killGroup(this.child);
    const gone = [...killEach(others), ...killSandbox(sandboxes.get(this.child))];
    if (gone.length > 0) waitUntilGoneSync(gone, KILLED_PROCESS_WAIT_MS);
    if (this.scratchDir) removeScratch(this.scratchDir);
  }

  /** The optional exports (capabilities) the implementation declared. */
  get capabilities(): string[] {
    return Array.isArray(this.info.capabilities) ? this.info.capabilities.filter((c) => typeof c === 'string') : [];
  }
}

/** What a process did when the kit asked it to shut down (the protocol: answer null, then exit). */
export interface ShutdownSeen {
  answered: boolean;
  exited: boolean;
}

/**
 * Node's ESM loader reports a syntax error without its place; `node --check` (which parses, never runs) shows file,
 * line and caret. Run here, in the kit, in every mode: the module host under the permission model may start no
 * process (with --allow-children it once added the place itself, without this function's words).
 */
function syntaxErrorPlace(path: string, message: string): string {
  if (!/SyntaxError/.test(message) || !/\.[mc]?js$/.test(path) || message.includes(`${path}:`.replace(/:$/, '') + ':1') || /\n\s+\S+:\d+\n/.test(message))
    return '';
  // The error's own line is left out when the message has said it already (it came twice).
  // Only what the module may read itself (its package, the kit's folder): its imports may name any file of the user's.
  const reads = moduleReads(path);
  const readable = (file: string) => reads.some((root) => within(realPath(file), root));
  const lines = nodeCheckPlace(path, implementationEnv(), readable).filter((line) => !(/^\w*Error: /.test(line) && message.includes(line)));
  // At the end of the file, node --check shows no line and no caret: where to look is what was left open.
  const unclosed = /Unexpected end of input/.test(message)
    ? ['(the file ends inside something it opened and never closed: a { ( [, a string or a comment)']
    : [];
  return lines.length > 0 ? `\n  ${[...lines, ...unclosed].map((line) => safeText(line, 300)).join('\n  ')}` : '';
}

/**
 * Every implementation process started and not yet closed: when the kit exits, for whatever reason (a usage error
 * after the start, Ctrl-C, an internal error), their groups are killed too, before the kit is gone, rather than
 * left to notice their closed channel on their own.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  // Their groups, and what any of them started in a group or session of its own (found before the kill: once its
  // parent is gone, such a process is init's), and those that left before (stragglers): all are SIGKILLed, and the
  // kit leaves once what it reached is gone.
  const children = [...running].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  const others = descendantsOf(...children);
  running.forEach((child) => killGroup(child));
  const sandboxed = [...sandboxes.values()].flatMap(killSandbox);
  const gone = [...children, ...killEach(others), ...sandboxed, ...killStragglers()];
  if (gone.length > 0) waitUntilGoneSync(gone, KILLED_PROCESS_WAIT_MS);
});

/**
 * The processes an implementation of this run started that left its process group on purpose (setsid, a double
 * fork: a daemon), which the kill of the group does not reach. They still carry the environment the kit gave the
 * implementation, whose TMPDIR is the run's own scratch folder; none of the kit's own processes has it. The groups of
 * the implementations still running are theirs to end. SIGKILLed; answers those reached (on Linux, where /proc shows
 * them; elsewhere none are found).
 */
export function killStragglers(): number[] {
  const scratch = currentRunScratch();
  if (scratch === undefined) return [];
  const live = new Set([...running].map((child) => child.pid));
  const killed: number[] = [];
  // Looked for again until a look finds none (bounded): a daemon that forks anew and exits, over and over, has a new
  // pid by the time one look's kill arrives, and lived on to rewrite the reports once the kit had exited (helper 108).
  // Each is killed with its process group, which catches a fork under way; one that leaves its group at every fork
  // is caught by a later look.
  const deadline = performance.now() + STRAGGLER_HUNT_MS;
  for (;;) {
    const found = processesWithEnvEntry(`TMPDIR=${scratch}`).filter((pid) => !live.has(processGroupOf(pid)));
    if (found.length === 0) return killed;
    const reached = killEachWithItsGroup(found);
    killed.push(...reached);
    if (performance.now() > deadline) return killed; // those found last are killed too
    waitUntilGoneSync(reached, KILLED_PROCESS_WAIT_MS); // not found again while it dies
  }
}

/** SIGKILL to the child's whole process group (it leads one: started detached); grandchildren never survive it. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is gone already; the child itself may still need reaping
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  reapNoLonger(child.pid);
}
