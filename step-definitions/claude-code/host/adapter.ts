/**
 * The claude-code profile in the module host: a learner's createTodoTools({ configDir, sessionId }) and the two
 * tool objects it returns, behind the protocol methods of docs/profiles/claude-code.md. Every tool method is called
 * as a method of its tool object (a class whose methods use `this` works), and awaited where it may be async.
 */
import { AdapterError, findExport, isGenerator, type HostAdapter, type HostContext, type Outcome } from '../../../harness/host-adapter';
import { nearest } from '../../../harness/nearest';
import { isThenable, NON_JSON_MARKER, settle } from '../../../harness/wire';

type ToolObject = Record<string, unknown>;

interface Instance {
  tools: Record<string, unknown>;
}

type Ctx = HostContext<Instance>;

const TOOL_NAMES = ['TodoWrite', 'TodoRead'];

/**
 * The reset params' `env`: variables to set (a string) or remove (null) before the factory runs. The kit always
 * sets HOME to a scratch folder, so an implementation that falls back to ~/.claude never touches the user's own.
 */
function applyEnv(env: unknown): void {
  if (typeof env !== 'object' || env === null) return;
  for (const [name, value] of Object.entries(env as Record<string, unknown>)) {
    if (value === null) delete process.env[name];
    else process.env[name] = String(value);
  }
}

function toolOf(ctx: Ctx, name: unknown): ToolObject {
  if (typeof name !== 'string' || !TOOL_NAMES.includes(name)) throw new AdapterError(`kit error: no tool ${JSON.stringify(name)} in this profile`);
  const tools = ctx.instance.tools;
  const tool = tools[name];
  if (typeof tool !== 'object' || tool === null) {
    // Its keys, and the one it likely meant (Todoread): a misspelt name reads as a tool left out otherwise.
    const keys = Object.keys(tools);
    const meant = nearest(
      name,
      keys.filter((key) => !TOOL_NAMES.includes(key)),
    );
    throw new Error(
      `createTodoTools(...) returned no ${name} tool object${meant ? `: is its ${meant} meant to be ${name}?` : ''} (its ${name} is ${tool === null ? 'null' : typeof tool}; its keys: ${keys.join(', ') || 'none'})`,
    );
  }
  return tool as ToolObject;
}

/** A field the document shows both as a value and as a method (userFacingName, description): its value. */
async function valueOf(tool: ToolObject, field: string): Promise<unknown> {
  const value = tool[field];
  return typeof value === 'function' ? await (value as () => unknown).call(tool) : value;
}

/** How a field is given: "function", "string", "missing", … (the steps judge the form where the contract fixes it). */
function formOf(tool: ToolObject, field: string): string {
  return field in tool ? typeof tool[field] : 'missing';
}

const ATTRIBUTES = ['name', 'userFacingName', 'description', 'inputSchema', 'isEnabled', 'isConcurrencySafe', 'isReadOnly'];
/**
 * The flags an agent loop reads at once, without await (`if (tool.isConcurrencySafe())`): a Promise there reads as
 * true whatever it resolves to, so TodoWrite would run beside other writes. The document's methods return a boolean.
 * (isEnabled is awaited, as Claude Code's own loop awaits it, and description and userFacingName may be async.)
 */
const READ_AT_ONCE = ['isConcurrencySafe', 'isReadOnly'];

const adapter: HostAdapter<Instance> = {
  required: ['createTodoTools'],
  optional: ['sortTodos', 'renderTodos'],
  async create(mod, params) {
    applyEnv(params.env);
    const factory = findExport(adapter, mod, 'createTodoTools') as (o: unknown) => unknown;
    const options: Record<string, unknown> = { sessionId: params.sessionId };
    if (typeof params.configDir === 'string') options.configDir = params.configDir;
    const tools = (await factory(options)) as Record<string, unknown> | null;
    if (typeof tools !== 'object' || tools === null) {
      throw new Error(`createTodoTools(...) returned ${tools === null ? 'null' : typeof tools}; expected an object { TodoWrite, TodoRead }`);
    }
    // Neither tool: one mistake of the factory's, said as the object is made. One tool left out (a TodoWrite without
    // TodoRead, as Claude Code 2.x has it): the scenarios of the other still get their verdicts, and each of the
    // missing tool's says what toolOf says, one cause.
    const absent = TOOL_NAMES.filter((name) => typeof tools[name] !== 'object' || tools[name] === null);
    if (absent.length === TOOL_NAMES.length) {
      throw new Error(
        `createTodoTools(...) returned an object without ${absent.map((name) => `a ${name} tool object`).join(' or ')} (its keys: ${Object.keys(tools).join(', ') || 'none'}); expected { TodoWrite, TodoRead }`,
      );
    }
    return { tools };
  },
  methods: {
    async attributes(ctx: Ctx, p: { tool: string }) {
      const tool = toolOf(ctx, p.tool);
      const answer: Record<string, unknown> = { forms: Object.fromEntries(ATTRIBUTES.map((f) => [f, formOf(tool, f)])) };
      const promised: string[] = [];
      for (const field of ATTRIBUTES) {
        if (field === 'inputSchema' || field === 'name') answer[field] = ctx.toWire(tool[field]);
        else if (READ_AT_ONCE.includes(field) && typeof tool[field] === 'function') {
          const { thenable, value } = await settle((tool[field] as () => unknown).call(tool));
          if (thenable) promised.push(field); // what it resolves to goes in the message
          answer[field] = ctx.toWire(value);
        } else if (field in tool) answer[field] = ctx.toWire(await valueOf(tool, field));
      }
      // Only when some flag came as a Promise: a program over the line protocol answers values, and never this.
      return promised.length > 0 ? { ...answer, promised } : answer;
    },
    validateInput: (ctx: Ctx, p: { tool: string; input: unknown }) => {
      const tool = toolOf(ctx, p.tool); // a tool the factory left out is no throw of validateInput's
      return ctx.outcome(() => ctx.call(tool, 'validateInput', p.input));
    },
    async call(ctx: Ctx, p: { tool: string; input: unknown; agentId: string }): Promise<Outcome | { yieldedNoResult: unknown[] } | { dataPromised: true }> {
      const tool = toolOf(ctx, p.tool);
      let yielded: unknown[] | undefined;
      let dataPromised = false;
      /** The data a generator yielded, kept aside: returned from the async function below, a thenable would be adopted. */
      let data: { value: unknown } | undefined;
      const outcome = await ctx.outcome(async () => {
        const returned = ctx.call(tool, 'call', p.input, { agentId: p.agentId });
        // An async generator, as the analysis writes it; one that is not async too, since the loop that calls a tool
        // walks through what it yields with `for await`, which takes both. An array is the data itself (a list).
        if (isGenerator(returned)) {
          yielded = await ctx.collect(returned);
          const result = yielded.find((m) => (m as { type?: unknown } | null)?.type === 'result') as { data?: unknown } | undefined;
          // A Promise as the message's data: the loop hands data on as it is, so it is not the data (the await of this
          // async function would have made it so, unseen).
          // Judged once, and handed on as it is: returned from this async function it would be read again, and a then
          // that is a function at that read only made a {} the loop hands on pass for the list (review 112).
          data = { value: result?.data };
          dataPromised = isThenable(data.value);
          // Left as it is, one that rejects would end the host (an unhandled rejection): its end is not asked for.
          if (dataPromised) Promise.resolve(data.value).catch(() => undefined);
          return undefined;
        }
        return await returned; // a Promise of the data (or the data itself)
      });
      if (dataPromised) return { dataPromised: true };
      if ('returned' in outcome && yielded && !yielded.some((m) => (m as { type?: unknown } | null)?.type === 'result')) {
        return { yieldedNoResult: yielded.map((m) => ctx.toWire(m)) };
      }
      if ('returned' in outcome && data) return { returned: data.value === undefined ? { [NON_JSON_MARKER]: 'undefined' } : ctx.toWire(data.value) };
      return outcome;
    },
    mapResult: async (ctx: Ctx, p: { tool: string; data: unknown; toolUseId: string }) =>
      ctx.toWire(await ctx.call(toolOf(ctx, p.tool), 'mapToolResultToToolResultBlockParam', p.data, p.toolUseId)),
    sortTodos: async (ctx: Ctx, p: { todos: unknown[] }) => ctx.toWire(await ctx.call(ctx.mod.sortTodos ? ctx.mod : ctx.mod.default, 'sortTodos', p.todos)),
    renderTodos: async (ctx: Ctx, p: { todos: unknown[] }) =>
      ctx.toWire(await ctx.call(ctx.mod.renderTodos ? ctx.mod : ctx.mod.default, 'renderTodos', p.todos)),
  },
};

export default adapter;
