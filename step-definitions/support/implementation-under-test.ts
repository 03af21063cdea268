import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { ImplementationError, ImplementationTimeout } from './outcomes';
import { splitCommandLine } from './command-line';
import { ImplementationProcess, KIT_ROOT, type Selection } from './implementation-process';
import { protocolValidator } from './protocol-validator';

/** What a learner must write, shown whenever the kit cannot use what it was given. */
export const PLUG_IN_EXAMPLE = `An implementation is a module (.ts .mts .cts .js .mjs .cjs) that exports createRegistry:
a function, sync or async, returning a new registry with TodoWrite and TodoRead registered and an empty list.

  // my-registry.mjs
  import { ToolRegistry } from './tool-registry.mjs';
  import { registerTodoTools } from './todo-tools.mjs';

  export function createRegistry() {
    const registry = new ToolRegistry();   // register, getTool, getToolDefinitions, executeTool
    registerTodoTools(registry);           // TodoWrite and TodoRead, with a list of their own
    return registry;
  }

Then run:  npx todo-kit ./my-registry.mjs          (npx todo-kit --help for more)`;

/** The run cannot start: a wrong path, a module without createRegistry. Exit code 2, no scenario runs. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const SHARED_STATE_HINT =
  'state shared between registries: createRegistry() returns registries that share one todo list (a store at module level), so each scenario ' +
  'starts with the todos of the one before. Create the store inside createRegistry(): one list per registry.';

export const STATE_SURVIVES_RESET_HINT =
  'state survives reset: the todo list outlives "reset", so each scenario starts with the todos of the one before. On reset, ' +
  'create a new registry, with a new, empty list (docs/protocol.md).';

export const REFERENCE_PATH = resolve(KIT_ROOT, 'src', 'index.ts');
const DEFAULT_TIMEOUT_MS = 2000;
/**
 * A circuit breaker keeps a broken implementation from costing a restart and a timeout in every scenario: after
 * this many scenarios in a row that crashed, hung or could not create a registry, later scenarios are not run,
 * except every RETRY_EVERY-th, which tries again and, if it does not break down, closes the breaker.
 */
const MAX_BREAKDOWNS_IN_A_ROW = 5;
const RETRY_EVERY = 10;

export interface KitSettings {
  selection: Selection;
  timeoutMs: number;
  isReference: boolean;
  /** Check every protocol message against docs/protocol/protocol-v1.schema.json. */
  validateProtocol: boolean;
}

const COMMAND_EXAMPLE = `A command is any program that speaks the kit's line protocol on stdin/stdout (docs/protocol.md), e.g.
  TODO_KIT_IMPL_CMD="python3 examples/python/todo_registry.py" npm run bdd`;

/**
 * Read the selection from the environment: TODO_KIT_IMPL (a module's path), TODO_KIT_IMPL_CMD (a command that
 * speaks the line protocol) or, by default, the reference in src/.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): KitSettings {
  const timeoutMs = Number(env.TODO_KIT_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new UsageError(`TODO_KIT_TIMEOUT_MS must be a positive number of milliseconds, not "${env.TODO_KIT_TIMEOUT_MS}"`);
  }
  const validateProtocol = env.TODO_KIT_VALIDATE_PROTOCOL === '1' || env.TODO_KIT_VALIDATE_PROTOCOL === 'true';
  const given = env.TODO_KIT_IMPL?.trim();
  const command = env.TODO_KIT_IMPL_CMD?.trim();
  if (given && command) throw new UsageError('give a module path or a command, not both (TODO_KIT_IMPL and TODO_KIT_IMPL_CMD, or a path and --cmd)');
  if (command) {
    let argv: string[];
    try {
      argv = splitCommandLine(command);
    } catch (error) {
      throw new UsageError(`the command ${JSON.stringify(command)} cannot be split into words: ${(error as Error).message}`);
    }
    if (argv.length === 0) throw new UsageError(`the command is empty.\n\n${COMMAND_EXAMPLE}`);
    return { selection: { kind: 'command', argv, cwd, label: command }, timeoutMs, isReference: false, validateProtocol };
  }
  if (!given) {
    const label = `the reference implementation (${relative(cwd, REFERENCE_PATH) || REFERENCE_PATH})`;
    return { selection: { kind: 'module', path: REFERENCE_PATH, label }, timeoutMs, isReference: true, validateProtocol };
  }
  const path = isAbsolute(given) ? given : resolve(cwd, given);
  if (!existsSync(path)) throw new UsageError(`the implementation ${path} does not exist.\n\n${PLUG_IN_EXAMPLE}`);
  if (!statSync(path).isFile()) throw new UsageError(`the implementation ${path} is not a file (name the module itself).\n\n${PLUG_IN_EXAMPLE}`);
  return { selection: { kind: 'module', path, label: given }, timeoutMs, isReference: path === REFERENCE_PATH, validateProtocol };
}

/**
 * The implementation under test, for the whole run: one process, a fresh registry before every scenario, and
 * a restart when the process died or stopped answering. The steps reach the implementation only through here.
 */
export class ImplementationUnderTest {
  /** Whether registries share one list; see probeIsolation. */
  sharesState = false;
  private process: ImplementationProcess | undefined;
  private breakdownsInARow = 0;
  private brokeDownThisScenario = false;
  /** Scenarios not run since the breaker opened (0 while it is closed). */
  private notRunSinceOpen = 0;

  constructor(readonly settings: KitSettings) {}

  /** Start the process; a module that cannot be loaded, or lacks createRegistry, is a UsageError. */
  async start(): Promise<ImplementationProcess> {
    try {
      const validate = this.settings.validateProtocol ? protocolValidator() : undefined;
      this.process = await ImplementationProcess.start(this.settings.selection, this.settings.timeoutMs, validate);
      return this.process;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const example = this.settings.selection.kind === 'command' ? COMMAND_EXAMPLE : PLUG_IN_EXAMPLE;
      throw new UsageError(`Cannot use ${this.settings.selection.label}: ${message}\n\n${example}`);
    }
  }

  /** Start once: the command-line tool starts early (to stop on a bad module), a plain cucumber run here. */
  async ensureStarted(): Promise<void> {
    if (this.process) return;
    await this.start();
    await this.probeIsolation();
  }

  /**
   * Whether registries share one list (a module-level store). Found once, at start: write to one registry,
   * create another, read it. When they do, every scenario is told how many todos it inherited, so that the
   * report says why, instead of a scatter of puzzling failures.
   */
  private async probeIsolation(): Promise<void> {
    try {
      const todos = [{ content: 'Conformance kit isolation probe', status: 'pending', activeForm: 'Probing isolation' }];
      await this.request('reset', {});
      await this.request('executeTool', { tool_use_id: 'toolu_kit_probe_write', name: 'TodoWrite', input: { todos } });
      await this.request('reset', {});
      this.sharesState = (await this.todosInFreshRegistry()) > 0;
    } catch {
      // An implementation that cannot do this much fails plainly in the scenarios.
    }
  }

  /** How many todos TodoRead shows right now (0 when it cannot tell). */
  private async todosInFreshRegistry(): Promise<number> {
    const result = (await this.request('executeTool', { tool_use_id: 'toolu_kit_probe_read', name: 'TodoRead', input: {} })) as { content?: unknown };
    try {
      const todos = (JSON.parse(String(result?.content)) as { todos?: unknown }).todos;
      return Array.isArray(todos) ? todos.length : 0;
    } catch {
      return 0;
    }
  }

  /**
   * Before each scenario: count the breakdowns of the one before, then a new registry. Answers how many todos
   * the new registry inherited from earlier ones (only looked at when registries share state).
   */
  async beginScenario(): Promise<number> {
    if (this.notRunSinceOpen === 0) this.breakdownsInARow = this.brokeDownThisScenario ? this.breakdownsInARow + 1 : 0;
    this.brokeDownThisScenario = false;
    if (this.breakdownsInARow >= MAX_BREAKDOWNS_IN_A_ROW && ++this.notRunSinceOpen % RETRY_EVERY !== 0) {
      throw new ImplementationError(
        `not run: the implementation crashed, hung or could not create a registry in ${this.breakdownsInARow} ` +
          'scenarios in a row; the first of them shows why. Fix that first: the kit tries again every ' +
          `${RETRY_EVERY}th scenario, and runs the rest once one gets through.`,
      );
    }
    this.notRunSinceOpen = 0;
    try {
      await this.freshRegistry();
    } catch (error) {
      this.brokeDownThisScenario = true; // createRegistry() itself fails: nothing can run
      throw error;
    }
    return this.sharesState ? this.todosInFreshRegistry().catch(() => 0) : 0;
  }

  /** A new registry (createRegistry() again), from a live process. */
  async freshRegistry(): Promise<void> {
    if (!this.process?.alive) await this.restart();
    const describe = this.inProcess ? 'reset (a new registry from createRegistry())' : 'reset (a new registry)';
    try {
      await this.request('reset', {}, describe);
    } catch (error) {
      if (!(error instanceof ImplementationTimeout) && this.process?.alive) throw error;
      // It hung or died: try once more from a fresh process before giving up on this scenario.
      await this.restart();
      await this.request('reset', {}, describe);
    }
  }

  /** One request to the implementation; a timeout or a crash counts towards the run's breakdown limit. */
  async request(method: string, params: unknown, describe?: string): Promise<unknown> {
    const running = this.process ?? (await this.restart());
    try {
      return await running.client.request(method, params, this.settings.timeoutMs, describe);
    } catch (error) {
      if (error instanceof ImplementationTimeout || !running.alive) this.brokeDownThisScenario = true;
      throw error;
    }
  }

  /** Whether the kit's in-process checks (kit/ methods) are available for this implementation. */
  get inProcess(): boolean {
    return this.settings.selection.kind === 'module';
  }

  /** What to tell a learner whose registries share their list, in the words of their transport. */
  get sharedStateHint(): string {
    return this.inProcess ? SHARED_STATE_HINT : STATE_SURVIVES_RESET_HINT;
  }

  async stop(): Promise<void> {
    await this.process?.stop();
    this.process = undefined;
  }

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
