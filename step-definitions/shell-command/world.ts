/**
 * A shell-command scenario: the environment the command was made with, the command lines the agent ran and what
 * came back, the subscriptions to the store, the box the renderer drew. The command itself lives in the
 * implementation's process; the kit reaches it only through the protocol methods.
 */
import { BeforeAll, setWorldConstructor, type DataTable } from '@cucumber/cucumber';
import { crashed, type ToolCall } from '../../harness/failure-report';
import { implementationUnderTest } from '../../harness/implementation-under-test';
import { ImplementationError } from '../../harness/outcomes';
import { shortJson, shortText } from '../../harness/safe-text';
import { latest } from '../common/values';
import { KitWorld } from '../common/world';
import { shellWords } from './shell-words';

export interface TodoItem {
  content: string;
  activeForm: string;
  status: string;
}

export interface CommandResult {
  stdout?: unknown;
  stderr?: unknown;
  exitCode?: unknown;
}

/** A TodoState as the protocol carries it (docs/profiles/shell-command.md, storeGet). */
export interface WireState {
  items?: unknown;
  updatedAt?: unknown;
  updatedAtType?: string;
}

/** One command line the agent ran: the line, the arguments execute received, the answer. */
export interface Run {
  line: string;
  args: string[];
  result: CommandResult;
  /** The store before the run (taken only when the scenario needs it, to say what "unchanged" means). */
  before?: WireState;
}

/** A table of todos (content | activeForm | status) as TodoWrite takes them. Empty cells stay "". */
export function todosOf(table: DataTable): TodoItem[] {
  return table.hashes().map((row) => ({ content: row.content ?? '', activeForm: row.activeForm ?? '', status: row.status ?? '' }));
}

/**
 * Todos numbered 1..n: the first in progress, the others completed and pending in turn. One task in progress at
 * most, as todo-write.md asks of the model, so that an implementation enforcing that advice is judged on the rest.
 */
export function numberedTodos(n: number): TodoItem[] {
  return Array.from({ length: n }, (_, i) => ({
    content: `Task ${i + 1}`,
    activeForm: `Working on task ${i + 1}`,
    status: i === 0 ? 'in_progress' : i % 2 === 1 ? 'completed' : 'pending',
  }));
}

export class ShellCommandWorld extends KitWorld {
  /** Its steps touch nothing of the implementation's but through requests: its reset travels with the first one. */
  override readonly onlyThroughRequests = true;
  /** The limits this scenario's command was made with (TODO_MAX_ITEMS, TODO_MAX_CONTENT_LENGTH). */
  env: Record<string, string> = {};
  readonly runs: Run[] = [];
  /** Subscriptions by the name the scenario gives the listener. */
  readonly listeners = new Map<string, number>();
  /** The last box renderTodos drew, and the items it was given. */
  rendered: { items: TodoItem[]; text: unknown } | undefined;
  /** The last command type identifyCommandType answered. */
  identified: { line: string; type: unknown } | undefined;
  /** The kit's clock before a change, to judge updatedAt. */
  notedTime: number | undefined;

  override resetParams(): Record<string, unknown> {
    return { env: { ...this.env } };
  }

  /** A new command made with this scenario's environment (the reset before the scenario had none). */
  async useEnvironment(name: string, value: string): Promise<void> {
    this.env[name] = value;
    await this.implementation.request('reset', this.resetParams(), `reset ${JSON.stringify(this.resetParams())}`);
  }

  /** Run a command line as the router would: split it like a shell, hand the words after TodoWrite to execute. */
  async run(line: string, { snapshot = true } = {}): Promise<Run> {
    const words = shellWords(line);
    if (words[0] !== 'TodoWrite') throw new Error(`kit error: the command line ${JSON.stringify(line)} does not start with the word TodoWrite`);
    const args = words.slice(1);
    const before = snapshot ? await this.state() : undefined;
    let result: CommandResult;
    try {
      result = (await this.implementation.request(
        'execute',
        { args },
        `execute(${shortJson(args)})  for the line  ${shortText(line.replace(/\n/g, '⏎'))}`,
      )) as CommandResult;
    } catch (error) {
      // Answered with an error instead of a result (a JSON-RPC error, what a module's execute threw): still errored,
      // and one mistake whatever the call, told with what a command answers instead. A program that ended, or a
      // call that hung, is its own failure.
      if (!(error instanceof ImplementationError) || error.stopped) throw error;
      // By the class of what it raised: a refusal raised (ValueError) is one mistake, a bug that crashed it
      // (TypeError) another, each with its own text and frames below.
      const raised = /\b([A-Z][A-Za-z]*(?:Error|Exception))\b/.exec(error.message)?.[1];
      crashed(
        {
          requirements: [...new Set([...this.requirements, 'SC-ERR.1'])],
          summary: `execute answered with an error${raised ? ` (${raised})` : ''} instead of a result`,
          call: this.callOf({ line, args }),
          hint:
            'a command answers every call with its result, { stdout, stderr, exitCode }: a call it refuses too (exitCode 1, the error on stderr, stdout empty), ' +
            'never with an error of its own or of the protocol, which a shell, and the kit, read as the command failing to run at all.',
          cause: `error-for-a-result:${raised ?? ''}`,
        },
        error,
      );
    }
    const record: Run = { line, args, result: result ?? {}, before };
    this.runs.push(record);
    return record;
  }

  get last(): Run {
    return latest(this.runs, 'a command line run');
  }

  /** The store's state, through store.get(). */
  async state(): Promise<WireState> {
    return ((await this.implementation.request('storeGet', {}, 'store.get()')) ?? {}) as WireState;
  }

  /** The call as failure messages show it: the command line and the arguments execute received. */
  callOf(run: Pick<Run, 'line' | 'args'>): ToolCall {
    return { name: 'TodoWrite', toolUseId: '(command line)', input: { line: run.line, args: run.args } };
  }

  subscriptionOf(name: string): number {
    const id = this.listeners.get(name);
    if (id === undefined) throw new Error(`kit error: no listener named ${JSON.stringify(name)} was subscribed in this scenario`);
    return id;
  }
}

setWorldConstructor(ShellCommandWorld);

export const STATE_SURVIVES_RESET_HINT =
  'state survives reset: the todo list outlives "reset", so each scenario starts with the todos of the one before. On reset, ' +
  'create a new command with a new, empty store (docs/profiles/shell-command.md).';

/**
 * Whether the list outlives `reset` (a store kept where a new command, or a reloaded module, still finds it).
 * Found once, before the first scenario, so that each scenario's failure carries the reason.
 */
BeforeAll(async function () {
  const implementation = implementationUnderTest();
  const count = async () => {
    const state = (await implementation.request('storeGet', {})) as WireState | null;
    return Array.isArray(state?.items) ? state.items.length : 0;
  };
  try {
    await implementation.request('reset', { env: {} });
    await implementation.request('execute', { args: ['{"todos":[{"content":"Isolation probe","activeForm":"Probing isolation","status":"pending"}]}'] });
    await implementation.request('reset', { env: {} });
    if ((await count()) > 0) implementation.sharedState = { inherited: count, hint: STATE_SURVIVES_RESET_HINT };
  } catch {
    // An implementation that cannot do this much fails plainly in the scenarios.
  }
});
