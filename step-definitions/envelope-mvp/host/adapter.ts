/**
 * The envelope-mvp profile in the module host: a learner's createTodoWriteTool({ workdir, now }) behind the
 * protocol methods of docs/profiles/envelope-mvp.md. The kit owns the clock: `now()` returns the Date the last
 * `reset` or `setClock` set, so file names and block headings are known in advance.
 */
import { AdapterError, findExport, type HostAdapter, type HostContext } from '../../../harness/host-adapter';

interface TodoWriteTool {
  definition: unknown;
  execute(params: unknown): unknown;
}

interface Instance {
  tool: TodoWriteTool;
  /** The kit's clock, shared with the tool's `now()`. */
  clock: { at: Date };
}

function dateOf(value: unknown, method: string): Date {
  const date = new Date(String(value));
  if (typeof value !== 'string' || Number.isNaN(date.getTime()))
    throw new AdapterError(`${method}: "now" must be an ISO timestamp, got ${JSON.stringify(value)}`);
  return date;
}

type Ctx = HostContext<Instance>;

const adapter: HostAdapter<Instance> = {
  required: ['createTodoWriteTool'],
  // One module per process: a session's state must live in what createTodoWriteTool returns. A counter or a file
  // name kept at module level then shows, as it would in an agent that starts a second session.
  freshModulePerScenario: false,
  async create(mod, params) {
    if (typeof params.workdir !== 'string') throw new AdapterError(`reset: "workdir" must be a folder path, got ${JSON.stringify(params.workdir)}`);
    const clock = { at: dateOf(params.now, 'reset') };
    const factory = findExport(adapter, mod, 'createTodoWriteTool') as (options: { workdir: string; now: () => Date }) => unknown;
    const tool = (await factory({ workdir: params.workdir, now: () => new Date(clock.at.getTime()) })) as Partial<TodoWriteTool> | null;
    if (typeof tool !== 'object' || tool === null || typeof tool.execute !== 'function') {
      throw new Error(
        `createTodoWriteTool() returned ${tool === null ? 'null' : typeof tool}${tool ? ' without an execute method' : ''}; ` +
          'expected a new { definition, execute(params) } for one session',
      );
    }
    return { tool: tool as TodoWriteTool, clock };
  },
  methods: {
    setClock: (ctx: Ctx, p: { now: string }) => {
      ctx.instance.clock.at = dateOf(p.now, 'setClock');
      return null;
    },
    definition: async (ctx: Ctx) => ctx.toWire(await ctx.instance.tool.definition),
    execute: async (ctx: Ctx, p: { params: unknown }) => ctx.toWire(await ctx.call(ctx.instance.tool, 'execute', p.params)),
  },
};

export default adapter;
