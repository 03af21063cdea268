import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readlinkSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { activeProfile } from './catalogue';
import { splitCommandLine } from './command-line';
import { commandProblem } from './command-check';
import {
  DEFAULT_TIMEOUT_MS,
  FAULT_RETRY_AFTER,
  HANGS_BEFORE_TOOL_BUDGET,
  KILLED_PROCESS_WAIT_MS,
  MAX_BREAKDOWNS_IN_A_ROW,
  RETRY_EVERY,
  SHUTDOWN_ANSWER_MS,
  SHUTDOWN_GRACE_MS,
  STEP_TIMEOUT_MARGIN_MS,
  STEP_TIMEOUT_MS,
} from './defaults';
import { OUTPUT_HEADING } from './failure-report';
import {
  FLOOD_BYTES,
  ImplementationProcess,
  killStragglers,
  mebibytes,
  SCENARIO_OUTPUT_CHARS,
  type Selection,
  type ShutdownSeen,
} from './implementation-process';
import type { Shown } from './output-capture';
import { currentIsolation } from './isolation';
import { endedForMemory } from './memory-watch';
import { INTERPRETERS, missingMain, MODULE_EXTENSIONS, onlyAProgram, startingModule, whyNoEntry } from './module-entry';
import { nearFile } from './nearest';
import { isFolderItself, kitFile } from './paths';
import { ImplementationError, ImplementationTimeout, NotRun, ProtocolError, UsageError } from './outcomes';
import { findProfile, requiredExports, type Profile } from './profiles';
import { waitUntilGone } from './process-tree';
import { protocolValidator } from './protocol-validator';
import { truncate } from './safe-text';
import { streams } from './text-encoding';

export { UsageError };

/** The sample of the profile a learner can copy and start from, a module or a Python program (catalogue.json's starters), as kitFile gives it. */
export function workingSample(profile: Profile, kind: 'module' | 'python' = 'module'): string | undefined {
  const sample = profile.catalogue.profile.starters[kind];
  return sample === undefined ? undefined : kitFile(sample);
}

/** What a learner must write for a profile, shown whenever the kit cannot use what it was given. */
export function plugInHelp(profile: Profile, run: { path: string; from?: string } = { path: './my-implementation.mjs' }): string {
  const sample = workingSample(profile);
  const { path, from } = run;
  return `An implementation of the ${profile.id} profile is a module (.ts .mts .cts .js .mjs .cjs) that ${profile.catalogue.profile.contract}.
The whole plug-in contract, with an example: ${kitFile(`docs/profiles/${profile.id}.md`)}. ${sample ? `A working sample to start from: ${sample}` : `Samples: the folder ${kitFile(`examples/${profile.id}`)}`}.

Then run${from ? ` ${from}` : ''}:  npx todo-kit --profile ${profile.id} ${/[\s'"]/.test(path) ? JSON.stringify(path) : path}          (npx todo-kit --help for more)`;
}

/**
 * The module as a learner types it to run the kit again: as it was given; graded, from the submission's own folder
 * (a student's why.txt is theirs: the class's layout, "heidi/index.js", is the grader's).
 */
function pathToRun(selection: Selection): { path: string; from?: string } {
  const submission = currentIsolation().confine?.submission;
  if (submission === undefined || selection.kind !== 'module') return { path: selection.label };
  if (selection.path === submission) return { path: `./${basename(submission)}`, from: 'in its folder' };
  const inside = relative(submission, selection.path);
  return inside.startsWith('..') || isAbsolute(inside)
    ? { path: selection.label }
    : { path: `./${inside.split(sep).join('/')}`, from: "in your submission's folder" };
}

export interface KitSettings {
  profile: Profile;
  selection: Selection;
  timeoutMs: number;
  isReference: boolean;
  /** Check every protocol message against docs/protocol/protocol-v1.schema.json. */
  validateProtocol: boolean;
  /** How the module was found, when it is not what the folder's package.json names (shown with the run's findings). */
  entryNote?: string;
}

/** What a profile asks of an implementation, a module's and a program's (todo-kit --profile <id> --help). */
export function profileHelp(profile: Profile): string {
  return `${plugInHelp(profile)}\n\n${commandHelp(profile)}`;
}

/** What a command is, with the profile's Python sample when it has one. */
function commandHelp(profile: Profile): string {
  const file = profile.catalogue.profile.starters.python;
  const sample = file === undefined ? undefined : kitFile(file);
  return `A command is any program, in any language, that speaks the kit's line protocol on stdin/stdout (${kitFile('docs/protocol.md')}), e.g.
  npx todo-kit --profile ${profile.id} --cmd "python3 ${file ? basename(file) : 'my_tool.py'}"     or     --cmd "node my_tool.mjs"
Its answer to initialize lists "profiles": ["${profile.id}"], and under "capabilities" the optional methods it answers (one not listed is never called:
its scenarios are skipped, saying so). The methods, their params and results: ${kitFile(`docs/profiles/${profile.id}.md`)}.${
    sample ? `\nA sample to start from: ${sample} (Python: a program in any language answers the same methods, one JSON line each).` : ''
  }`;
}

/** Where a link that leads to no file leads ("to itself"), or undefined when `path` is no such link. */
function brokenLink(path: string): string | undefined {
  if (!lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
  const target = readlinkSync(path);
  if (resolve(dirname(path), target) === path) return 'it leads to itself';
  try {
    statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') return `it leads to ${target}, and from there round in a loop`;
  }
  return `it leads to ${target}, which does not exist`;
}

/** The interpreters and runtimes a command given as the path would start with ("python3 tool.py"). */
const PROGRAM_NAMES = /^(python[\d.]*|py|uv|uvx|poetry|pipenv|node|npx|deno|bun|ruby|php|perl|bash|sh|lua|java|go|cargo|dotnet|Rscript)$/;

/**
 * A path as one word of a command line (harness/command-line.ts), written inside the double quotes of --cmd "…": in
 * single quotes when it holds a space; in escaped double quotes when it holds a single quote ("Anne's tool.py"). A
 * name with a double quote or a backslash is left as it is: no short quoting says it inside the shell's quotes.
 */
const asWord = (path: string): string => (/["\\]/.test(path) || !/[\s']/.test(path) ? path : path.includes("'") ? `\\"${path}\\"` : `'${path}'`);

/** A variable that is set must say something: an empty path would silently verify the reference instead. */
function nonEmpty(value: string | undefined, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') {
    throw new UsageError(`${what} is empty. Name an implementation, or leave ${what} out to verify the kit's own reference.`);
  }
  return value.trim();
}

/**
 * Read the selection from the environment: TODO_KIT_IMPL (a module's path), TODO_KIT_IMPL_CMD (a command that
 * speaks the line protocol) or, by default, the profile's reference. Set but empty is a usage error: a grading loop
 * whose path variable came out empty must not grade the reference.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), profile = activeProfile()): KitSettings {
  // Decimal milliseconds within Node's timer range, as --timeout: "0x10" or 2,500,000,000 would not mean what they say.
  const timeoutText = env.TODO_KIT_TIMEOUT_MS;
  const timeoutMs = timeoutText === undefined ? DEFAULT_TIMEOUT_MS : /^\d+$/.test(timeoutText.trim()) ? Number(timeoutText.trim()) : NaN;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > 2_147_483_647) {
    throw new UsageError(`TODO_KIT_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, not "${timeoutText}"`);
  }
  const validateProtocol = env.TODO_KIT_VALIDATE_PROTOCOL === '1' || env.TODO_KIT_VALIDATE_PROTOCOL === 'true';
  const given = nonEmpty(env.TODO_KIT_IMPL, 'the implementation path (TODO_KIT_IMPL or the path argument)');
  const command = nonEmpty(env.TODO_KIT_IMPL_CMD, 'the command (TODO_KIT_IMPL_CMD or --cmd)');
  if (given && command) {
    // `--cmd python3 tool.py`: the shell gave --cmd its first word, and the file became the path.
    const unquoted =
      !/\s/.test(command) && existsSync(resolve(cwd, given))
        ? ` Did you mean --cmd "${command} ${asWord(given)}"? (the whole command in quotes: one argument)`
        : '';
    throw new UsageError(`give a module path or a command, not both (TODO_KIT_IMPL and TODO_KIT_IMPL_CMD, or a path and --cmd).${unquoted}`);
  }
  const base = { profile, timeoutMs, validateProtocol };
  if (command) {
    let argv: string[];
    try {
      argv = splitCommandLine(command);
    } catch (error) {
      throw new UsageError(`the command ${JSON.stringify(command)} cannot be split into words: ${(error as Error).message}`);
    }
    if (argv.length === 0) throw new UsageError(`the command is empty.\n\n${commandHelp(profile)}`);
    const problem = commandProblem(argv, cwd);
    if (problem) throw new UsageError(`${problem}.\n\n${commandHelp(profile)}`);
    return { ...base, selection: { kind: 'command', argv, cwd, label: command, profile: profile.id }, isReference: false };
  }
  // A profile left in the environment is the likeliest reason a module of another was verified against this one.
  const profileFromEnv = env.TODO_KIT_PROFILE?.trim() === profile.id;
  const module = (path: string, label: string) => ({
    kind: 'module' as const,
    path,
    label,
    cwd,
    profile: profile.id,
    adapter: profile.hostAdapter,
    profileFromEnv,
  });
  if (!given) {
    const label = `the ${profile.id} reference implementation (${relative(cwd, profile.reference) || profile.reference})`;
    return { ...base, selection: module(profile.reference, label), isReference: true };
  }
  const path = isAbsolute(given) ? given : resolve(cwd, given);
  if (!existsSync(path)) {
    // "python3 tool.py" as the path: a command, without --cmd (an interpreter's name first, and a file after it).
    const words = given.split(/\s+/);
    const rest = given.slice(given.indexOf(words[1]!)); // the file, spaces and all, or its last word ("python3 -u tool.py")
    if (words.length > 1 && PROGRAM_NAMES.test(basename(words[0]!)) && [rest, words[words.length - 1]!].some((file) => existsSync(resolve(cwd, file)))) {
      throw new UsageError(
        `the implementation "${given}" is a command, not a file: a command runs with --cmd, in quotes:\n  npx todo-kit --profile ${profile.id} --cmd "${existsSync(resolve(cwd, rest)) ? `${words[0]} ${asWord(rest)}` : given}"\n\n${commandHelp(profile)}`,
      );
    }
    // A name with bytes that are not UTF-8 reached the kit with each as U+FFFD: no file has the name it read.
    if (basename(path).includes('\uFFFD')) {
      throw new UsageError(
        `the implementation ${path} has a name that is not UTF-8 (each byte the kit cannot read is shown as \uFFFD), and Node cannot open a file by such a name: rename it (letters, digits, ".", "_", "-").\n\n${plugInHelp(profile)}`,
      );
    }
    // A link that leads nowhere is there, and is named so: a name that is close to itself is no suggestion.
    const link = brokenLink(path);
    if (link !== undefined) throw new UsageError(`the implementation ${path} is a link to no file: ${link}.\n\n${plugInHelp(profile)}`);
    const near = nearFile(path, given);
    throw new UsageError(`the implementation ${path} does not exist${near ? ` (did you mean ${near}?)` : ''}.\n\n${plugInHelp(profile)}`);
  }
  const interpreter = INTERPRETERS[extname(path).toLowerCase()];
  if (interpreter && statSync(path).isFile()) {
    throw new UsageError(
      `${given} is not a module the kit loads (${MODULE_EXTENSIONS.join(' ')}): a program in another language runs with --cmd, and speaks the kit's line protocol:\n` +
        `  npx todo-kit --profile ${profile.id} --cmd "${interpreter} ${asWord(given)}"\n\n${commandHelp(profile)}`,
    );
  }
  if (statSync(path).isDirectory()) {
    // A project's folder: the module it starts from, as `todo-kit grade` finds a submission's.
    const starting = startingModule(path, requiredExports(profile));
    if (!starting) {
      throw new UsageError(
        `the implementation ${path} is a folder, and the kit found no module to start from in it: ${whyNoEntry(path, requiredExports(profile))}.` +
          (onlyAProgram(path) ? '' : ` Name the module itself (when grading a class: --entry <its path in each submission's folder>).`) +
          `\n\n${plugInHelp(profile)}`,
      );
    }
    const { path: entry, rule } = starting;
    const main = missingMain(path);
    const label = join(given, relative(path, entry));
    // Found otherwise than package.json says, or by no rule at all: the run's findings say which module it verified.
    const found =
      rule === 'index'
        ? `${label}, the folder's index module`
        : rule === 'only module'
          ? `${label}, the one module the folder holds (it has no index module)`
          : `${label}, the one module of the folder that exports what the contract asks for (it has no index module)`;
    const entryNote =
      main !== undefined
        ? `package.json's main (${main}) is not there: the kit verified ${found} (if the main is a build's output, build before handing in)`
        : rule === 'index'
          ? undefined
          : `the kit verified ${found}; ${toBeSure()}`;
    return { ...base, selection: module(entry, label), isReference: entry === profile.reference, ...(entryNote !== undefined && { entryNote }) };
  }
  if (!statSync(path).isFile()) throw new UsageError(`the implementation ${path} is not a file (name the module itself).\n\n${plugInHelp(profile)}`);
  return { ...base, selection: module(path, given), isReference: path === profile.reference };
}

/**
 * How a folder's module is named for certain. A learner who named the folder names the module instead; a graded
 * student named nothing (the grader did): their folder says it with an index module or package.json's main, and
 * the grader with --entry.
 */
function toBeSure(): string {
  return currentIsolation().confine === undefined
    ? 'name the module itself to be sure'
    : "to be sure, an index module or package.json's main names it (or the grader's --entry)";
}

/**
 * What a profile's glue can tell the harness about state shared between instances (a store at module level):
 * how many items a fresh instance already holds, and what to tell the learner when it does.
 */
export interface SharedStateProbe {
  /** Items a fresh instance holds right now (0, or undefined when it cannot tell). */
  inherited(): Promise<number | undefined>;
  hint: string;
}

/** A text as a sentence ends: with its own stop (a question mark), or a full stop. */
const sentence = (text: string): string => (/[.?!]$/.test(text) ? text : `${text}.`);

/** What a program that did not keep shutdown's part of the protocol is told (docs/protocol.md). */
function shutdownNotice({ answered, exited }: ShutdownSeen): string {
  const did = !answered
    ? exited
      ? 'exited at shutdown without answering it'
      : `neither answered shutdown within ${SHUTDOWN_ANSWER_MS} ms nor exited within ${SHUTDOWN_GRACE_MS / 1000} s after it, and the kit killed it`
    : `answered shutdown but had not exited ${SHUTDOWN_GRACE_MS / 1000} s later, and the kit killed it`;
  return `the program ${did}: the protocol asks it to answer shutdown (with null), then exit (docs/protocol.md in the kit).`;
}

/** Where a scenario's output changes process (restartProcess), among its lines. */
const RESTARTED_HERE = '(the kit restarted the process here)';

/**
 * A call answered after this share of the --timeout or more was slow: a correct implementation answers in
 * milliseconds, and on a busier machine such a call times out. The run's summary says so once this many were.
 */
const SLOW_CALL_SHARE = 0.5;
const SLOW_CALLS_NOTED = 3;

/**
 * The implementation under test, for the whole run: one process, a fresh instance before every scenario (`reset`),
 * and a restart when the process died or stopped answering. The steps reach the implementation only through here.
 */

export class ImplementationUnderTest {
  /** Set by the profile's glue when it found that fresh instances share state (see SharedStateProbe). */
  sharedState: SharedStateProbe | undefined;
  /** Findings about the run as a whole that the profile's glue wants shown at the top of the summary. */
  readonly notices: string[] = [];
  private process: ImplementationProcess | undefined;
  private breakdownsInARow = 0;
  private firstScenarioBegun = false;
  private brokeDownThisScenario = false;
  /** Scenarios not run since the breaker opened (0 while it is closed). */
  private notRunSinceOpen = 0;
  /** The `reset` params of the current scenario, sent again after a restart. */
  private resetParams: Record<string, unknown> = {};
  /** A process was started (or tried) since the last stop: a daemon of it may be left to end. */
  private startedSinceStop = false;
  /** Calls answered in time, but slowly (SLOW_CALL_SHARE of the timeout or more), and the slowest of them. */
  private readonly slow = { calls: 0, slowest: undefined as { describe: string; ms: number; context: string | undefined } | undefined };
  private readonly timeCall = (describe: string, ms: number, context: string | undefined): void => {
    if (ms < this.settings.timeoutMs * SLOW_CALL_SHARE) return;
    this.slow.calls += 1;
    if (ms > (this.slow.slowest?.ms ?? -1)) this.slow.slowest = { describe, ms, context };
  };

  constructor(readonly settings: KitSettings) {
    if (settings.entryNote) this.notices.push(settings.entryNote);
  }

  /** Start the process; a module that cannot be loaded, or lacks the profile's export, is a UsageError. */
  async start(): Promise<ImplementationProcess> {
    streams.program = this.settings.selection.kind === 'command'; // garbled text is a program's (text-encoding.ts)
    try {
      const validate = this.settings.validateProtocol ? protocolValidator(this.settings.profile.id) : undefined;
      this.startedSinceStop = true;
      this.process = await ImplementationProcess.start(this.settings.selection, this.settings.timeoutMs, validate);
      this.process.client.onAnswered = this.timeCall;
      return this.process;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Help for the profile the implementation speaks, when it named another than the one chosen.
      const spoken = error instanceof UsageError && error.speaks !== undefined ? findProfile(error.speaks) : undefined;
      const profile = spoken ?? this.settings.profile;
      // The learner's own module in the command to run again, once it is mended (or named with the profile it speaks).
      const example = endedForMemory(error)
        ? `It went past its memory limit as it started, before any scenario: data it builds as it ${this.settings.selection.kind === 'command' ? 'starts' : 'loads'}, or a loop there? If it needs that much, give it more with --memory.`
        : this.settings.selection.kind === 'command'
          ? commandHelp(profile)
          : plugInHelp(profile, pathToRun(this.settings.selection));
      throw new UsageError(`Cannot use ${this.settings.selection.label}: ${message}\n\n${example}`);
    }
  }

  /** Start once: the command-line tool starts early (to stop on a bad module), a plain cucumber run here. */
  async ensureStarted(): Promise<void> {
    if (!this.process) await this.start();
  }

  /**
   * Before each scenario: count the breakdowns of the one before, then a fresh instance (`reset` with the
   * profile's params; with the scenario's first request when the profile's steps reach the implementation only
   * through requests, `onlyThroughRequests`). Answers how many items the fresh instance inherited from earlier ones,
   * when the profile's glue found that instances share state (0 otherwise).
   */
  async beginScenario(params: Record<string, unknown> = {}, onlyThroughRequests = false): Promise<number> {
    this.scenarioKey += 1;
    this.process?.takeOutput(); // what it printed before this scenario is not this scenario's
    this.outputBeforeRestart = undefined;
    // What a reset sent with the last scenario's first request left, if that scenario ended before it answered.
    this.resetDue = undefined;
    this.resetting = undefined;
    this.resetFailure = undefined;
    if (this.notRunSinceOpen === 0) this.breakdownsInARow = this.brokeDownThisScenario ? this.breakdownsInARow + 1 : 0;
    this.brokeDownThisScenario = false;
    if (this.breakdownsInARow >= MAX_BREAKDOWNS_IN_A_ROW && ++this.notRunSinceOpen % RETRY_EVERY !== 0) {
      throw new NotRun(
        `not run: the implementation crashed, hung or could not be reset in ${this.breakdownsInARow} ` +
          'scenarios in a row; the first of them shows why. Fix that first: the kit tries again every ' +
          `${RETRY_EVERY}th scenario, and runs the rest once one gets through.`,
      );
    }
    this.notRunSinceOpen = 0;
    this.resetParams = params;
    // Protocol errors before the first scenario (a reply forged before initialize, say) fail it, even when the
    // profile's start-up probe swallowed its own error: a broken stream must never end as CONFORMANT.
    const early = this.firstScenarioBegun ? [] : (this.process?.client.takeEarlyProblems() ?? []);
    this.firstScenarioBegun = true;
    if (early.length > 0) throw new ProtocolError(`before the first scenario: ${early.join('\n')}`);
    // The reset waits for the first request only while things go well: the scenario that tries again once the
    // breaker has opened must reach the implementation whatever its steps do. And only while cucumber's step timeout
    // holds both it and the request (each has the run's timeout).
    const withFirstRequest =
      this.inProcess && onlyThroughRequests && this.breakdownsInARow === 0 && 2 * this.settings.timeoutMs + STEP_TIMEOUT_MARGIN_MS <= STEP_TIMEOUT_MS;
    try {
      await this.freshInstance(this.resetParams, withFirstRequest);
    } catch (error) {
      this.brokeDownThisScenario = true; // the factory itself fails: nothing can run
      throw error;
    }
    const inherited = this.sharedState ? ((await this.sharedState.inherited().catch(() => 0)) ?? 0) : 0;
    this.stateAsked = false; // the kit's look at the list is not the scenario's
    return inherited;
  }

  /**
   * The folder that the variable `name` of the profile's startFolders named as the running implementation started,
   * or `part` of it (undefined while none runs, for a variable the profile does not set so, or where a link stands).
   */
  startFolder(name: string, part = ''): string | undefined {
    const folder = this.process?.startFolders[name];
    const scratch = this.process?.scratchDir;
    // Never through a link: a program may put one in place of its working folder, of this one or of the part asked
    // for (under --sandbox, to a folder outside the sandbox, which the kit would then empty and list: review 114).
    const parts = folder === undefined || scratch === undefined ? [] : [scratch, folder, join(folder, part)];
    return parts.length > 0 && parts.every(isFolderItself) ? join(folder!, part) : undefined;
  }

  /** Whether the scenario has sent a request that reads or changes an instance's state (the profile's statelessRequests aside). */
  get askedForState(): boolean {
    return this.stateAsked;
  }

  private stateAsked = false;

  /**
   * A module's fresh instance for the scenario, not asked for yet: its `reset` goes out with the scenario's first
   * request, in the same write, rather than in a round trip of its own before it (a write to a pipe wakes the process
   * at the other end: 177 of a todo-list-v2 run's 440 round trips were resets, each a wake-up of both processes).
   * The module host finishes a reset before it handles what came after it, answers it at once (the request after it
   * may block the process), and refuses that request if the reset failed; the request's time starts once the reset
   * has answered. So the implementation sees what it saw before: a reset, answered, then the scenario's calls.
   * Only for a profile whose steps reach the implementation through requests alone (beginScenario's
   * `onlyThroughRequests`): a step that empties a config folder must find the reset done. Not while the breaker
   * counts breakdowns (the scenario that tries again must reach the implementation), nor when cucumber's step
   * timeout could not hold the reset's timeout and the request's. A command (another language) is reset before each
   * scenario as before: the line protocol does not say that it handles requests in order. A scenario that never
   * reaches the implementation does not reset it.
   */
  private resetDue: { params: Record<string, unknown>; describe: string; before: string } | undefined;
  /** The reset sent with the scenario's first request, until it has answered: what is sent meanwhile waits behind it. */
  private resetting: Promise<unknown> | undefined;
  /**
   * The failure of a reset sent with a request: the scenario's, wherever it surfaces. A step that expected its call
   * to fail could take it for its call's, so the steps' wrapper (step-definitions/common/hooks.ts) fails the step with
   * it once the step is done, whatever the step made of it.
   */
  private resetFailure: Error | undefined;
  /** What the implementation printed in this scenario before the kit restarted its process (restartProcess). */
  private outputBeforeRestart: Shown | undefined;

  /**
   * What the implementation printed on its channel after an answer of the current scenario, with no request waiting
   * (a debug print after the reply): the scenario's protocol error, taken once its step has ended. A line read only
   * later is charged to the next request, its message naming the answer it came after.
   */
  takeStrayLines(): ProtocolError | undefined {
    const problems = this.process?.client.takeStrayAfter(this.scenarioKey) ?? [];
    return problems.length > 0 ? new ProtocolError(problems.join('\n')) : undefined;
  }

  /** The failure of the scenario's reset, once (see resetFailure). */
  takeResetFailure(): Error | undefined {
    const failure = this.resetFailure;
    this.resetFailure = undefined;
    return failure;
  }

  /**
   * A fresh instance (the profile's factory again, with this scenario's reset params), from a live process; with
   * `withFirstRequest`, asked for with the next request (see resetDue).
   */
  async freshInstance(params = this.resetParams, withFirstRequest = false): Promise<void> {
    const ended = this.process?.endedOnItsOwn;
    if (ended !== undefined) {
      // Restarted quietly, such a crash would be in no report: the scenario that finds it fails, saying when it was.
      const once = this.answeredOnlyInitialize();
      const opening = this.endedBetweenCalls();
      const overMemory = this.process?.endedForMemory === true;
      this.process?.kill();
      this.process = undefined;
      this.brokeDownThisScenario = true;
      throw new ImplementationError(
        `${opening}, with no call waiting for an answer (after its last answer, in ${this.lastCallScenario}): ${sentence(ended)} ` +
          `The kit starts it again for the next scenario${overMemory ? '.' : '; an implementation must keep running between calls.'}${once ? `\n${ANSWERED_ONCE}` : ''}`,
      );
    }
    if (!this.process?.alive) await this.restart();
    const describe = this.inProcess ? `reset (a new instance from the module's ${this.settings.profile.id} factory)` : 'reset (a new instance)';
    // A reset that hangs or crashes fails the scenario, like any call: retried quietly in a new process, as the kit
    // once did, the fault was in no report. (request() ends a process that hung; the next scenario starts a new one.)
    const before = this.lastCallScenario;
    if (withFirstRequest) {
      this.resetDue = { params, describe, before };
      return;
    }
    try {
      await this.request('reset', params, describe);
    } catch (error) {
      throw this.resetError(error, before);
    }
  }

  /**
   * Whether the process is a program that has answered initialize alone, and ended as a program that is done does,
   * exit code 0 (a loop that ends after one request, a program written to answer once). One that crashed is told
   * what it crashed of, and what to do instead, not this.
   */
  private answeredOnlyInitialize(): boolean {
    return !this.inProcess && this.process?.alive === false && this.process.client.answeredCount === 1 && this.process.exitCode === 0;
  }

  /** A reset's failure, saying where the process last answered when it died as the reset arrived. */
  private resetError(error: unknown, before: string): unknown {
    if (!(error instanceof ImplementationError) || this.process?.alive !== false) return error;
    // The scenario it last answered in was another process's when its one answer was to initialize.
    if (this.answeredOnlyInitialize()) return new ImplementationError(`${error.message}\n${ANSWERED_ONCE}`);
    // A process that dies as reset arrives may have been ending already: say where it last answered.
    if (before === this.currentScenario) return error;
    const ends = this.inProcess
      ? 'an error thrown in a timer, or a process.exit() after an answer, ends the process like this'
      : 'a program keeps reading requests until shutdown: one whose loop ends after an answer, or that exits on an error it did not answer, ends like this';
    return new ImplementationError(
      `${error.message}\n(If creating an instance does not end it, look at what ran after its last answer, in ${before}: ${ends}.)`,
    );
  }

  /** Send the scenario's reset now if it is due, and wait for its answer. */
  private async resetNow(): Promise<void> {
    this.sendDueReset(this.process);
    await this.resetting;
  }

  /**
   * Send the scenario's reset, if it is due, on `running`, ahead of the request about to go (see resetDue). To a
   * process that is gone, it is not sent: what is sent next fails saying so.
   */
  private sendDueReset(running: ImplementationProcess | undefined): void {
    const due = this.resetDue;
    this.resetDue = undefined;
    if (!due || !running?.alive) return;
    const { params, describe, before } = due;
    const reset = this.send(running, 'reset', params, describe, { alone: this.inFlight === 0 }).catch((error: unknown) => {
      this.brokeDownThisScenario = true; // the factory itself fails: nothing can run
      // A reset the module host answered with an error: it refuses what came with it. A reset the kit refused (a
      // line that is not JSON on the channel, an answer that breaks the protocol) may have succeeded there, and what
      // came with it then runs on, unwatched: end the process, as a hang does (the next scenario starts a new one).
      if (error instanceof ProtocolError) running.kill();
      this.resetFailure = this.resetError(error, before) as Error;
      throw this.resetFailure;
    });
    this.resetting = reset;
    const done = () => {
      if (this.resetting === reset) this.resetting = undefined;
    };
    reset.then(done, done);
  }

  /**
   * End the implementation's process and start a new one, then reset it with `params` (this scenario's by
   * default): for checks that what was stored outlives the process (files on disk, not module memory).
   */
  async restartProcess(params = this.resetParams): Promise<void> {
    await this.resetNow(); // the scenario's reset, due still: the process answers it before it is ended, as it did before
    const old = this.process;
    await old?.stop();
    // The scenario's output so far, its last words as it stopped included: the new process has none of it.
    this.outputBeforeRestart = old?.takeOutput();
    this.process = undefined;
    await this.restart();
    await this.request('reset', params, 'reset (in a new process)');
  }

  /**
   * What the implementation printed during this scenario (a module's stdout and stderr, a program's stderr), for a
   * failing scenario to show its author, as a test runner shows a failing test's captured output; undefined when it
   * printed nothing. Its newest lines, each cut to size and with control characters escaped.
   */
  outputOfScenario(): string | undefined {
    const now = this.process?.takeOutput() ?? { lines: [], left: 0 };
    const before = this.outputBeforeRestart ?? { lines: [], left: 0 };
    this.outputBeforeRestart = undefined;
    const restarted = before.lines.length > 0 ? [RESTARTED_HERE] : [];
    const lines = [...before.lines, ...restarted, ...now.lines];
    let left = before.left === undefined || now.left === undefined ? undefined : before.left + now.left;
    while (lines.length > 1 && lines.reduce((sum, line) => sum + line.length + 1, 0) > SCENARIO_OUTPUT_CHARS) {
      // The kit's own marker is no line the implementation printed: not counted among those left out.
      if (lines.shift() !== RESTARTED_HERE && left !== undefined) left += 1;
    }
    if (lines.length === 0) return undefined;
    const streams = this.settings.selection.kind === 'module' ? 'stdout and stderr' : 'stderr';
    const newest =
      left === undefined
        ? `, its last ${lines.length} lines (more before them, a flood not counted)`
        : left > 0
          ? `, its last ${lines.length} lines (${left} before them left out)`
          : '';
    return `${OUTPUT_HEADING} (${streams})${newest}:\n${lines.join('\n')}`;
  }

  /**
   * A request the kit sends to explain a failure, not to judge one (a probe): its answer, or undefined when it
   * failed (a hang, a crash, a refusal). A protocol error still fails the scenario: lines the implementation printed
   * with no request waiting were printed by what the scenario ran, and are not the probe's to drop.
   */
  async probe(method: string, params: unknown, describe: string): Promise<unknown> {
    // A probe is the kit's question, not the scenario's call: a crash or a hang it meets tells nothing, and does not
    // count towards the run's breakdown limit (the next call starts the implementation again, as after any crash).
    // A process that already ended (after answering the scenario's call) is the next call's to report: asked now,
    // the probe would take its end for its own, and the crash would be told nowhere.
    if (this.process && !this.process.alive) return undefined;
    const brokeDownBefore = this.brokeDownThisScenario;
    try {
      return await this.request(method, params, describe);
    } catch (error) {
      if (error instanceof ProtocolError) throw error;
      return undefined;
    } finally {
      this.brokeDownThisScenario = brokeDownBefore;
    }
  }

  /**
   * One request to the implementation; a timeout or a crash counts towards the run's breakdown limit. The fault
   * budget: once a call (a method, its tool and its input) has hung, later calls of the same are reported at once,
   * naming where it first broke, instead of costing a timeout and a restart each; after FAULT_RETRY_AFTER of them
   * it is tried again (the gap doubles each time it hangs again), and one that gets through lifts the ban. A tool
   * that has not answered a single call in the run, and hung on HANGS_BEFORE_TOOL_BUDGET different inputs, is
   * budgeted the same way whatever its input (one that answers some inputs may hang on others only: the invalid
   * ones, say, where the valid ones would answer).
   */
  async request(method: string, params: unknown, describe?: string): Promise<unknown> {
    if (!this.settings.profile.catalogue.profile.statelessRequests?.includes(method)) this.stateAsked = true;
    // The call's key (its input as JSON, and a hash of it) is made only when it is needed: when some call has hung,
    // to compare, or when this one hangs. Most runs have none, and a TodoWrite's input can be a few KB.
    let made: { key: string | undefined } | undefined;
    const keyOfCall = () => (made ??= { key: callKey(method, params) }).key;
    const key = this.brokenCalls.size > 0 ? keyOfCall() : undefined;
    const broken = key === undefined ? undefined : this.brokenCalls.get(key);
    if (broken && ++broken.skipped < broken.retryAfter) {
      const text =
        `not run: the same call, ${key!.replace(/ #\w+$/, '')}, hung in ` +
        `${broken.where}, and the kit does not wait for it again in every scenario (it tries again now and then). Fix that first; that first failure shows why.`;
      throw new NotRun(text);
    }
    const tool = toolKey(method, params);
    const hungTool = tool === undefined || this.answeredTools.has(tool) ? undefined : this.hungTools.get(tool);
    if (hungTool && hungTool.hangs >= HANGS_BEFORE_TOOL_BUDGET && ++hungTool.skipped < hungTool.retryAfter) {
      throw new NotRun(
        `not run: ${tool} hung on ${hungTool.hangs} different inputs, first in ${hungTool.where}, and has answered no call in this run; ` +
          'the kit does not wait for it again in every scenario (it tries again now and then). Fix that first; that first failure shows why.',
      );
    }
    const running = this.process ?? (await this.restart());
    if (!running.alive) running.accountForEnd(); // the request fails saying the implementation is not running
    this.sendDueReset(running);
    // Only a call that was alone in flight can be blamed for a hang or a crash: of calls sent at once, any one may
    // have caused it, and the others would be held back for nothing. (A reset it waits behind is not another call.)
    const after = this.resetting;
    const alone = this.inFlight === (after ? 1 : 0);
    if (!after) return this.send(running, method, params, describe, { alone, broken, keyOfCall });
    const answer = this.send(running, method, params, describe, { alone, broken, keyOfCall, after });
    answer.catch(() => undefined);
    await after; // the reset's failure is the scenario's, whatever the request then met
    return answer;
  }

  /** Send one request on `running`, and account for how it ended: a hang or a crash counts towards the breakers. */
  private async send(
    running: ImplementationProcess,
    method: string,
    params: unknown,
    describe: string | undefined,
    call: { alone: boolean; broken?: { where: string; retryAfter: number }; keyOfCall?: () => string | undefined; after?: Promise<unknown> },
  ): Promise<unknown> {
    const { alone, broken } = call;
    const keyOfCall = call.keyOfCall ?? (() => callKey(method, params));
    // A request sent behind a reset that failed never ran: whatever becomes of it is not its own doing.
    let afterFailed = false;
    call.after?.catch(() => {
      afterFailed = true;
    });
    const tool = toolKey(method, params);
    this.lastCallScenario = this.currentScenario;
    running.client.context = this.currentScenario;
    running.client.contextKey = this.scenarioKey;
    this.inFlight += 1;
    const printedBefore = running.printedBytes;
    // Before the first scenario, a request is one of the profile's start-up checks (does a new instance start
    // empty?): a message about it says so, not only the call, whose input is the kit's own (an "Isolation probe").
    const described = this.firstScenarioBegun ? describe : `${describe ?? method}, one of the kit's start-up checks`;
    const token = {}; // this call, among those in flight when the kit ends a process (endedForTimeout)
    this.callsInFlight.add(token);
    try {
      const result = await running.client.request(method, params, this.settings.timeoutMs, described, call.after);
      if (this.brokenCalls.size > 0) {
        const answered = keyOfCall();
        if (answered !== undefined) this.brokenCalls.delete(answered);
      }
      if (tool !== undefined) {
        // It answers (some inputs at least): judged call by call for the rest of the run.
        this.answeredTools.add(tool);
        this.hungTools.delete(tool);
      }
      return result;
    } catch (caught) {
      let error = caught;
      // Calls sent at once share the process: when one of them did not answer, the kit ended the process, and the
      // others in flight then were cut off by the kit, not by a crash of the implementation's (their "killed by
      // SIGKILL" said so). Only those, and only when the kill is what ended it: a process that exited on its own
      // first (its exit code) crashed, and says so.
      const ended = this.endedForTimeout;
      const cutOff = ended?.process === running && ended.inFlight.has(token) && running.endSignal === 'SIGKILL';
      if (cutOff && error instanceof ImplementationError && !(error instanceof ImplementationTimeout)) {
        error = new ImplementationTimeout(
          `${described ?? method} was not answered: the kit ended the implementation when ${ended.call}, sent while it waited, did not answer within ${this.settings.timeoutMs} ms`,
        );
      }
      const timedOut = error instanceof ImplementationTimeout;
      if (timedOut || !running.alive) {
        this.brokeDownThisScenario = true;
        // (A call the kit cut off did not hang: the one that did has the note.)
        if (error instanceof ImplementationTimeout && error === caught)
          error.message += floodNote(running.printedBytes - printedBefore) || HANG_NOTE[this.settings.selection.kind === 'module' ? 'module' : 'command'];
        // A call that did not answer may be spinning in a synchronous loop: end the process now rather than pay a
        // timeout on the next reset as well. (The scenario has failed; the next one starts from a fresh process.)
        if (timedOut && running.alive) {
          this.endedForTimeout = { process: running, call: describe ?? method, inFlight: new Set(this.callsInFlight) };
          running.kill();
        }
        // Only a hang is budgeted: it costs a timeout every time, while a crash costs a restart, and may come from
        // the process's state rather than from the call (one that dies on its 40th call, whatever it is).
        const hung = alone && timedOut && !afterFailed ? keyOfCall() : undefined;
        if (hung !== undefined) {
          const retryAfter = broken ? broken.retryAfter * 2 : FAULT_RETRY_AFTER;
          this.brokenCalls.set(hung, { where: broken?.where ?? this.currentScenario, skipped: 0, retryAfter });
          if (tool !== undefined && !this.answeredTools.has(tool)) {
            const earlier = this.hungTools.get(tool);
            const budgeted = earlier !== undefined && earlier.hangs >= HANGS_BEFORE_TOOL_BUDGET;
            this.hungTools.set(tool, {
              hangs: (earlier?.hangs ?? 0) + 1,
              where: earlier?.where ?? this.currentScenario,
              skipped: 0,
              retryAfter: budgeted ? earlier.retryAfter * 2 : FAULT_RETRY_AFTER,
            });
          }
        }
      }
      throw error;
    } finally {
      this.inFlight -= 1;
      this.callsInFlight.delete(token);
    }
  }

  /** Requests sent and not yet answered. */
  private inFlight = 0;
  /** The calls sent and not yet answered, each by a token of its own. */
  private readonly callsInFlight = new Set<object>();
  /** The process the kit ended because a call of it did not answer, that call, and the others then in flight (cut off). */
  private endedForTimeout: { process: ImplementationProcess; call: string; inFlight: Set<object> } | undefined;

  /** Where the kit is (a scenario's stable id, or a probe of its own), for messages that point back at where something first broke. */
  currentScenario = 'the start of the run';
  /** One number per scenario begun (0 before the first): outline rows share currentScenario, not this. */
  private scenarioKey = 0;
  /** The scenario of the latest request: where a process that ended on its own was last seen working. */
  private lastCallScenario = this.currentScenario;
  /** Calls that hung: reported at once until the retryAfter-th next one, which is tried (and the gap doubles if it breaks again). */
  private readonly brokenCalls = new Map<string, { where: string; skipped: number; retryAfter: number }>();
  /** Tools that answered a call in this run: a hang of theirs is the input's, budgeted call by call, never the whole tool's. */
  private readonly answeredTools = new Set<string>();
  /** Tools that hung on different inputs and never answered a call: budgeted as brokenCalls once there are enough. */
  private readonly hungTools = new Map<string, { hangs: number; where: string; skipped: number; retryAfter: number }>();

  /** Whether the kit's in-process checks (kit/ methods) are available for this implementation. */
  get inProcess(): boolean {
    return this.settings.selection.kind === 'module';
  }

  /** The language the running program declared in its answer to `initialize` (a module's is the module host's). */
  get language(): string | undefined {
    const language = this.process?.info.language;
    return typeof language === 'string' ? language : undefined;
  }

  /** The optional exports (capabilities) the running implementation declared. */
  get capabilities(): string[] {
    return this.process?.capabilities ?? [];
  }

  /** The implementation's current directory when the kit chose it (a module runs in a scratch folder). */
  get workingDir(): string | undefined {
    return this.process?.scratchDir;
  }

  /** The words that open the report of a process that ended while no call waited: on its own, or for its memory. */
  private endedBetweenCalls(): string {
    return this.process?.endedForMemory ? "the kit ended the implementation's process between calls" : "the implementation's process ended on its own";
  }

  async stop(): Promise<void> {
    const ended = this.process?.endedOnItsOwn;
    if (ended !== undefined) {
      // No scenario is left to fail with it, but the summary says it.
      this.notices.push(
        `${this.endedBetweenCalls()} after its last answer (in ${this.lastCallScenario}), before the kit stopped it: ${sentence(ended)}${this.process?.endedForMemory ? '' : ' An implementation must keep running between calls.'}`,
      );
    }
    const { calls, slowest } = this.slow;
    if (calls >= SLOW_CALLS_NOTED && slowest) {
      this.slow.calls = 0; // said once, however often the run's process is stopped
      // A start-up check's call says it is one; a scenario's, in which scenario.
      const where = slowest.context && !slowest.describe.includes("the kit's start-up checks") ? ` in ${slowest.context}` : '';
      this.notices.push(
        `slow calls: ${calls} took ${Math.round(this.settings.timeoutMs * SLOW_CALL_SHARE)} ms or more to answer (half the --timeout of ${this.settings.timeoutMs} ms), ` +
          `the slowest ${slowest.describe}${where}, ${slowest.ms} ms. A call of a correct implementation takes milliseconds; on a busier machine these time out. ` +
          'Look for a sleep, a wait or a slow loop in what answers them.',
      );
    }
    this.resetDue = undefined;
    const shutdown = await this.process?.stop();
    this.process = undefined;
    // A program keeps the protocol to its end: shutdown is answered (null), then it exits. Said once: no scenario is
    // left to fail with it, and the kit ends it anyway (a program that ended on its own is told above).
    if (shutdown && (!shutdown.answered || !shutdown.exited) && this.settings.selection.kind === 'command' && !this.shutdownTold) {
      this.shutdownTold = true;
      this.notices.push(shutdownNotice(shutdown));
    }
    // What it started in a session of its own (a daemon) outlives the kill of its group: ended with the run (looked
    // for once after a process was started: the kit stops a run twice, in its last hook and as it finishes).
    if (this.startedSinceStop) await waitUntilGone(killStragglers(), KILLED_PROCESS_WAIT_MS);
    this.startedSinceStop = false;
  }

  /** Whether a notice has said how the program met shutdown. */
  private shutdownTold = false;

  private async restart(): Promise<ImplementationProcess> {
    this.process?.kill();
    try {
      return await this.start();
    } catch (error) {
      this.brokeDownThisScenario = true;
      throw new ImplementationError(error instanceof Error ? error.message : String(error));
    }
  }
}

/** What a program that ended after its answer to initialize, its only one, is told. */
const ANSWERED_ONCE =
  '(It ended after answering initialize, its only answer: a program answers each request with one line, and keeps reading stdin, a request a line, until shutdown or the end of its input.)';

/** What makes a call not answer, for a timeout's message (one without a flood of output): what the learner can look for. */
const HANG_NOTE = {
  module:
    ': a Promise that never settles (an await on something nothing resolves), a loop that never ends, or code slower than the timeout (--timeout <ms> raises it)',
  command:
    ': a request never answered (each request gets one line with its id), a loop that never ends, or code slower than the timeout (--timeout <ms> raises it)',
};

/** Past this much output during a call that timed out, the message says so: printing that much can be why. */
function floodNote(bytes: number): string {
  if (bytes < FLOOD_BYTES) return '';
  return ` (during this call it printed ${mebibytes(bytes)} of output: a flood of printing can make a call this slow; print less, or nothing, while answering)`;
}

/**
 * What a call is, for the fault budget: the method, the tool it names and its input, without the call's own id
 * ("executeTool TodoRead {}"). Only the same call again is held back: a tool that hangs on one input must not cost
 * the scenarios that call it with another. Reset and the like are not budgeted.
 */
function callKey(method: string, params: unknown): string | undefined {
  if (method === 'reset' || method === 'initialize' || method === 'shutdown') return undefined;
  const { tool_use_id: _id, toolUseId: _id2, ...rest } = (params ?? {}) as Record<string, unknown>;
  const target = typeof rest.name === 'string' ? rest.name : typeof rest.tool === 'string' ? rest.tool : undefined;
  const input = JSON.stringify(rest.input ?? rest) ?? '';
  const shown = truncate(input, 60);
  return `${method.replace(/^kit\//, '')}${target === undefined ? '' : ` ${target}`} with input ${shown} #${createHash('sha1').update(input).digest('hex').slice(0, 8)}`;
}

/** A call's tool, whatever its input ("executeTool TodoWrite"); undefined for calls that name no tool. */
function toolKey(method: string, params: unknown): string | undefined {
  if (method === 'reset' || method === 'initialize' || method === 'shutdown') return undefined;
  const { name, tool } = (params ?? {}) as Record<string, unknown>;
  const target = typeof name === 'string' ? name : typeof tool === 'string' ? tool : undefined;
  return target === undefined ? undefined : `${method.replace(/^kit\//, '')} ${target}`;
}

let shared: ImplementationUnderTest | undefined;

/** The command-line tool chooses the implementation before cucumber loads the steps. */
export function useImplementation(settings: KitSettings): void {
  shared = new ImplementationUnderTest(settings);
}

/** The one implementation under test of this run (the command-line tool may have started it already). */
export function implementationUnderTest(): ImplementationUnderTest {
  shared ??= new ImplementationUnderTest(settingsFromEnv());
  return shared;
}
