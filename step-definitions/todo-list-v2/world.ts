import { BeforeAll, setWorldConstructor, type DataTable } from '@cucumber/cucumber';
import type { ToolCall } from '../../harness/failure-report';
import { implementationUnderTest } from '../../harness/implementation-under-test';
import type { InProcessCall } from '../../harness/protocol';
import { shortJson, shortText } from '../../harness/safe-text';
import { latest } from '../common/values';
import { KitWorld } from '../common/world';

/** A call the model made and what came back. */
export interface CallRecord {
  call: ToolCall;
  result: unknown;
  /** Whether executeTool returned a Promise; known only where the kit runs in the implementation's process. */
  returnedThenable?: boolean;
}

/** A table of todos (content | status | activeForm) as the array TodoWrite takes. Empty cells stay "". */
export function todosOf(table: DataTable): Record<string, string>[] {
  return table.hashes().map((row) => ({ content: row.content ?? '', status: row.status ?? '', activeForm: row.activeForm ?? '' }));
}

/**
 * A todo-list-v2 scenario: the calls made through executeTool and their results. The registry itself lives in
 * the implementation's process.
 */
export class TodoListWorld extends KitWorld {
  /** Its steps touch nothing of the implementation's but through requests: its reset travels with the first one. */
  override readonly onlyThroughRequests = true;
  readonly records: CallRecord[] = [];
  private autoIds = 0;
  /** The tool definitions, when a step has read them. */
  definitions: Record<string, unknown>[] = [];
  /** A handler the kit called directly (F-006), and what it gave. */
  handlerCall: InProcessCall | undefined;
  /** What each handler the kit registered answers, by tool name. */
  readonly probeReplies = new Map<string, unknown>();
  /** Set when the scenario asked for a second registry, so that a failure can point at shared state. */
  registryRecreated = false;

  /** A fresh id for a call whose id the scenario does not name. */
  nextToolUseId(): string {
    this.autoIds += 1;
    return `toolu_kit_${String(this.autoIds).padStart(3, '0')}`;
  }

  /** One tool_use block through executeTool, exactly as an agent loop would pass it on. */
  async callTool(name: string, input: unknown, toolUseId = this.nextToolUseId()): Promise<CallRecord> {
    const call: ToolCall = { name, toolUseId, input };
    const params = { tool_use_id: toolUseId, name, input };
    // The input shown cut short; the whole input stays in the failure data.
    const describe = `executeTool(${JSON.stringify(toolUseId)}, ${JSON.stringify(name)}, ${shortJson(input)})`;
    let record: CallRecord;
    if (this.implementation.inProcess) {
      const observed = (await this.implementation.request('kit/executeTool', params, describe)) as InProcessCall;
      record = { call, result: observed.result, returnedThenable: observed.returnedThenable };
    } else {
      record = { call, result: await this.implementation.request('executeTool', params, describe) };
    }
    this.records.push(record);
    return record;
  }

  get last(): CallRecord {
    return latest(this.records, 'a tool call');
  }

  recordFor(toolUseId: string): CallRecord {
    const record = this.records.find((r) => r.call.toolUseId === toolUseId);
    if (!record) throw new Error(`kit error: no call with tool_use_id ${JSON.stringify(toolUseId)} was made`);
    return record;
  }

  /** What to tell a learner whose registries share their list, in the words of their transport. */
  get sharedStateHint(): string {
    return this.implementation.inProcess ? SHARED_STATE_HINT : STATE_SURVIVES_RESET_HINT;
  }
}

setWorldConstructor(TodoListWorld);

export const SHARED_STATE_HINT =
  'state shared between registries: createRegistry() returns registries that share one todo list (a store at module level), so each scenario ' +
  'starts with the todos of the one before. Create the store inside createRegistry(): one list per registry.';

export const STATE_SURVIVES_RESET_HINT =
  'state survives reset: the todo list outlives "reset", so each scenario starts with the todos of the one before. On reset, ' +
  'create a new registry, with a new, empty list (docs/protocol.md).';

/** How many todos TodoRead shows in the registry the implementation holds now (undefined when it cannot tell). */
async function todosInFreshRegistry(): Promise<number | undefined> {
  const implementation = implementationUnderTest();
  const result = (await implementation.request('executeTool', { tool_use_id: 'toolu_kit_probe_read', name: 'TodoRead', input: {} })) as { content?: unknown };
  try {
    const todos = (JSON.parse(String(result?.content)) as { todos?: unknown }).todos;
    return Array.isArray(todos) ? todos.length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether registries share one list (a module-level store). Found once, before the first scenario: write to one
 * registry, create another, read it. When they do, every scenario is told how many todos it inherited, so that
 * the report says why, instead of a scatter of puzzling failures.
 */
BeforeAll(async function () {
  const implementation = implementationUnderTest();
  implementation.currentScenario = "the kit's start-up probe (a write, a new registry, a read)";
  try {
    const todos = [{ content: 'Conformance kit isolation probe', status: 'pending', activeForm: 'Probing isolation' }];
    await implementation.request('reset', {});
    await implementation.request('executeTool', { tool_use_id: 'toolu_kit_probe_write', name: 'TodoWrite', input: { todos } });
    await implementation.request('reset', {});
    const inherited = await todosInFreshRegistry();
    if (inherited === undefined) {
      implementation.notices.push(
        'the kit could not tell whether registries share one list: TodoRead did not answer {"todos": [...]} to its probe. ' +
          `If failures below show todos nobody wrote in that scenario, ${implementation.inProcess ? 'create the list inside createRegistry()' : 'create a new, empty list on reset'}.`,
      );
    } else if (inherited > 0) {
      implementation.sharedState = { inherited: todosInFreshRegistry, hint: implementation.inProcess ? SHARED_STATE_HINT : STATE_SURVIVES_RESET_HINT };
    }
  } catch (error) {
    // What stopped it (the implementation exited, a write it made was refused): the notice alone read as the kit's.
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    implementation.notices.push(
      `the kit could not tell whether registries share one list: its probe (a write, a new registry, a read) did not get through: ${shortText(why)}`,
    );
  }
});
