import { setWorldConstructor, World } from '@cucumber/cucumber';
import type { ToolCall } from './failure-report';
import { implementationUnderTest } from './implementation-under-test';
import { requirementIdsOfTags } from './prd';
import type { InProcessCall } from './protocol';

/** A call the model made and what came back. */
export interface CallRecord {
  call: ToolCall;
  result: unknown;
  /** Whether executeTool returned a Promise; known only where the kit runs in the implementation's process. */
  returnedThenable?: boolean;
}

/**
 * Each scenario's state: the calls made and their results. The registry itself lives in the implementation's
 * process; the kit reaches it only through `implementation` (the plug-in contract).
 */
export class KitWorld extends World {
  readonly implementation = implementationUnderTest();
  /** The PRD requirements this scenario checks, from its tags. */
  requirements: string[] = [];
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

  useTags(tags: readonly string[]): void {
    this.requirements = requirementIdsOfTags(tags);
  }

  /** A fresh id for a call whose id the scenario does not name. */
  nextToolUseId(): string {
    this.autoIds += 1;
    return `toolu_kit_${String(this.autoIds).padStart(3, '0')}`;
  }

  /** One tool_use block through executeTool, exactly as an agent loop would pass it on. */
  async callTool(name: string, input: unknown, toolUseId = this.nextToolUseId()): Promise<CallRecord> {
    const call: ToolCall = { name, toolUseId, input };
    const params = { tool_use_id: toolUseId, name, input };
    const shownInput = JSON.stringify(input) ?? 'undefined';
    const describe = `executeTool(${JSON.stringify(toolUseId)}, ${JSON.stringify(name)}, ${shownInput.length > 160 ? `${shownInput.slice(0, 160)}…` : shownInput})`;
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
    const record = this.records[this.records.length - 1];
    if (!record) throw new Error('kit error: this step needs a tool call before it');
    return record;
  }

  recordFor(toolUseId: string): CallRecord {
    const record = this.records.find((r) => r.call.toolUseId === toolUseId);
    if (!record) throw new Error(`kit error: no call with tool_use_id ${JSON.stringify(toolUseId)} was made`);
    return record;
  }
}

setWorldConstructor(KitWorld);
