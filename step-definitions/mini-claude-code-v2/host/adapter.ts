/**
 * The mini-claude-code-v2 profile in the module host: a learner's createTodoManager() and, when exported, TOOLS,
 * executeTool and agentLoop, behind the protocol methods of docs/profiles/mini-claude-code-v2.md.
 *
 * The document keeps its manager, its round counter and its first-message flag in module globals, so the module
 * is loaded afresh for every scenario: a faithful implementation is judged fairly, and no state leaks.
 */
import { AdapterError, findExport, type HostAdapter, type HostContext } from '../../../harness/host-adapter';

interface TodoManager {
  update(items: unknown): unknown;
  render(): unknown;
}

type Ctx = HostContext<TodoManager>;

/** A deep copy through JSON: what the model "receives" is what was sent at that moment, not a live reference. */
function snapshot<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function exported(ctx: Ctx, name: string): unknown {
  const value = name in ctx.mod ? ctx.mod[name] : (ctx.mod.default as Record<string, unknown> | undefined)?.[name];
  if (value === undefined) throw new AdapterError(`the module does not export ${name}`);
  return value;
}

/**
 * The scripted model: `client.messages.create(request)` records a copy of the request and answers the next
 * scripted response. Running out of responses means the loop asked once more than the script planned.
 */
function scriptedClient(script: unknown[]) {
  const requests: unknown[] = [];
  let next = 0;
  const client = {
    messages: {
      create(request: unknown) {
        requests.push(snapshot(request));
        if (next >= script.length) {
          throw new Error(
            `the kit's scripted model has no response left: the loop asked it ${requests.length} times, the script has ${script.length} responses`,
          );
        }
        return Promise.resolve(snapshot(script[next++]));
      },
    },
  };
  return { client, requests };
}

const adapter: HostAdapter<TodoManager> = {
  required: ['createTodoManager'],
  optional: ['TOOLS', 'executeTool', 'agentLoop'],
  freshModulePerScenario: true,
  async create(mod) {
    const factory = findExport(adapter, mod, 'createTodoManager') as () => unknown;
    const manager = (await factory()) as Partial<TodoManager> | null;
    const missing = (['update', 'render'] as const).filter((m) => typeof manager?.[m] !== 'function');
    if (missing.length > 0) {
      throw new Error(
        `createTodoManager() returned ${manager === null ? 'null' : typeof manager} without the method(s) ${missing.join(', ')}; ` +
          'expected an object with update(items) and render()',
      );
    }
    return manager as TodoManager;
  },
  methods: {
    update: (ctx: Ctx, p: { items: unknown }) => ctx.outcome(() => ctx.call(ctx.instance, 'update', p.items)),
    render: async (ctx: Ctx) => ctx.toWire(await ctx.call(ctx.instance, 'render')),
    getTools: async (ctx: Ctx) => {
      const tools = exported(ctx, 'TOOLS');
      // TOOLS is the definitions; a function that returns them is accepted too.
      return ctx.toWire(typeof tools === 'function' ? await (tools as () => unknown)() : tools);
    },
    executeTool: (ctx: Ctx, p: { name: string; input: unknown }) => {
      const executeTool = exported(ctx, 'executeTool');
      if (typeof executeTool !== 'function') throw new AdapterError(`executeTool is a ${typeof executeTool}, not a function`);
      return ctx.outcome(() => (executeTool as (name: string, input: unknown) => unknown)(p.name, p.input));
    },
    agentLoop: async (ctx: Ctx, p: { messages: unknown[]; script: unknown[] }) => {
      const agentLoop = exported(ctx, 'agentLoop');
      if (typeof agentLoop !== 'function') throw new AdapterError(`agentLoop is a ${typeof agentLoop}, not a function`);
      const { client, requests } = scriptedClient(p.script);
      const messages = p.messages;
      const returned = await (agentLoop as (messages: unknown[], client: unknown) => unknown)(messages, client);
      // The document's loop returns the list it appended to; one that returns nothing has still appended to it.
      return { requests, messages: ctx.toWire(returned === undefined ? messages : returned) };
    },
  },
};

export default adapter;
