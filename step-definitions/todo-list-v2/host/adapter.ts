/**
 * The todo-list-v2 profile in the module host: a learner's createRegistry() and the registry it returns, behind the
 * protocol methods of docs/protocol.md (getToolDefinitions, executeTool) and the kit/ extensions that need the
 * implementation's own process (registering the kit's handler, seeing whether a function returned a Promise).
 */
import { AdapterError, findExport, type HostAdapter, type HostContext } from '../../../harness/host-adapter';
import type { GetToolReport, InProcessCall } from '../../../harness/protocol';
import { settle, toWire } from '../../../harness/wire';

interface Registry {
  register(definition: unknown, handler: (params: Record<string, unknown>) => Promise<unknown>): unknown;
  getTool(name: string): unknown;
  getToolDefinitions(): unknown;
  executeTool(toolUseId: string, name: string, params: Record<string, unknown>): unknown;
}

interface Instance {
  registry: Registry;
  /** Arguments received by the kit's probe handlers, per tool name. */
  probeCalls: Map<string, unknown[][]>;
}

const REGISTRY_METHODS = ['register', 'getTool', 'getToolDefinitions', 'executeTool'] as const;

/** Call a function of the implementation and tell whether it returned a Promise (any thenable), and what it settled to. */
async function observe(call: () => unknown): Promise<InProcessCall> {
  const { thenable, value } = await settle(call());
  return { returnedThenable: thenable, result: toWire(value) };
}

type ExecuteParams = { tool_use_id: string; name: string; input: Record<string, unknown> };
type Ctx = HostContext<Instance>;

const adapter: HostAdapter<Instance> = {
  required: ['createRegistry'],
  async create(mod) {
    const created = (await (findExport(adapter, mod, 'createRegistry') as () => unknown)()) as Partial<Registry> | null;
    const missing = REGISTRY_METHODS.filter((m) => typeof created?.[m] !== 'function');
    if (missing.length > 0) {
      throw new Error(
        `createRegistry() returned ${created === null ? 'null' : typeof created} without the method(s) ${missing.join(', ')}; ` +
          'expected an object with register, getTool, getToolDefinitions and executeTool',
      );
    }
    return { registry: created as Registry, probeCalls: new Map() };
  },
  methods: {
    getToolDefinitions: async (ctx: Ctx) => toWire(await ctx.call(ctx.instance.registry, 'getToolDefinitions')),
    executeTool: async (ctx: Ctx, p: ExecuteParams) => toWire(await ctx.call(ctx.instance.registry, 'executeTool', p.tool_use_id, p.name, p.input)),
    'kit/executeTool': (ctx: Ctx, p: ExecuteParams) => observe(() => ctx.call(ctx.instance.registry, 'executeTool', p.tool_use_id, p.name, p.input)),
    'kit/getTool': async (ctx: Ctx, p: { name: string }): Promise<GetToolReport> => {
      const tool = ctx.call(ctx.instance.registry, 'getTool', p.name) as Record<string, unknown> | null | undefined;
      if (tool === null || typeof tool !== 'object') return { returned: tool === null ? 'null' : typeof tool };
      // The PRD names no shape for the registered tool: { definition, handler }, or the definition's own fields with
      // the handler beside them ({ ...definition, handler }).
      const { handler, ...fields } = tool;
      const nested = 'definition' in tool;
      return { returned: 'object', definition: toWire(nested ? tool.definition : fields), handlerType: typeof handler, shape: nested ? 'nested' : 'flat' };
    },
    'kit/callHandler': async (ctx: Ctx, p: { name: string; input: Record<string, unknown> }) => {
      const tool = ctx.call(ctx.instance.registry, 'getTool', p.name) as { handler?: unknown } | undefined;
      if (typeof tool?.handler !== 'function') throw new AdapterError(`getTool('${p.name}') gave no handler function`);
      return observe(() => ctx.call(tool, 'handler', p.input));
    },
    'kit/register': async (ctx: Ctx, p: { definition: { name: string }; reply: unknown; delayMs?: number }) => {
      const calls: unknown[][] = [];
      ctx.instance.probeCalls.set(p.definition.name, calls);
      ctx.call(ctx.instance.registry, 'register', p.definition, async (...args: unknown[]) => {
        calls.push(args.map((arg) => toWire(arg)));
        if (p.delayMs) await new Promise((resolve) => setTimeout(resolve, p.delayMs));
        return p.reply;
      });
      return null;
    },
    'kit/probeCalls': async (ctx: Ctx, p: { name: string }) => ctx.instance.probeCalls.get(p.name) ?? [],
  },
};

export default adapter;
