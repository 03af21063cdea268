/**
 * The shell-command profile in the module host: a learner's createTodoCommand({ env }) and renderTodos(items)
 * (and, optionally, identifyCommandType) behind the protocol methods of docs/profiles/shell-command.md.
 *
 * The design keeps the TodoStore as a module-level singleton, so the module is loaded again at every `reset`
 * (freshModulePerScenario): a learner who follows the design to the letter gets a new, empty store per scenario.
 */
import { AdapterError, findExport, type HostAdapter, type HostContext } from '../../../harness/host-adapter';
import { toWire } from '../../../harness/wire';

interface Command {
  execute(args: string[]): unknown;
  store: Record<string, unknown>;
}

interface Subscription {
  /** What onChange returned: the unsubscribe function, if the learner returned one. */
  unsubscribe: unknown;
  /** The states the listener received after onChange returned, as sent on the wire. */
  notifications: unknown[];
  /** Calls the listener received while onChange itself was running (a store that replays the current state). */
  calledOnSubscribe: number;
}

interface Instance {
  command: Command;
  subscriptions: Subscription[];
}

/**
 * A TodoState as the wire carries it: the items as plain JSON (a snapshot, so that a later change to the same
 * array does not rewrite what a listener saw), updatedAt as an ISO string, and what updatedAt really was.
 */
export function stateToWire(state: unknown): unknown {
  if (state === null || typeof state !== 'object') return toWire(state);
  const { items, updatedAt } = state as { items?: unknown; updatedAt?: unknown };
  const isDate = updatedAt instanceof Date;
  return {
    items: toWire(items === undefined ? undefined : JSON.parse(JSON.stringify(toWire(items)) ?? 'null')),
    updatedAt: isDate ? (Number.isNaN(updatedAt.getTime()) ? 'Invalid Date' : updatedAt.toISOString()) : toWire(updatedAt),
    updatedAtType: isDate ? 'Date' : updatedAt === null ? 'null' : typeof updatedAt,
  };
}

type Ctx = HostContext<Instance>;

/** The object an export hangs on: the module itself, or its default export (a CommonJS module.exports). */
const holderOf = (mod: Record<string, unknown>, name: string): unknown => (mod[name] === undefined ? mod.default : mod);

function subscription(ctx: Ctx, id: unknown): Subscription {
  const found = typeof id === 'number' ? ctx.instance.subscriptions[id] : undefined;
  if (!found) throw new AdapterError(`no subscription ${JSON.stringify(id)}: send subscribe first`);
  return found;
}

/** The name of a command type: a string enum's value, or the key of a CommandType export whose value it is. */
function typeName(mod: Record<string, unknown>, value: unknown): unknown {
  const types = (mod.CommandType ?? (mod.default as Record<string, unknown> | undefined)?.CommandType) as Record<string, unknown> | undefined;
  if (types && typeof types === 'object') {
    const key = Object.keys(types).find((k) => types[k] === value && Number.isNaN(Number(k)));
    if (key !== undefined) return key;
  }
  return toWire(value);
}

const adapter: HostAdapter<Instance> = {
  required: ['createTodoCommand', 'renderTodos'],
  optional: ['identifyCommandType'],
  freshModulePerScenario: true,
  async create(mod, params) {
    const env = (params.env ?? {}) as Record<string, string>;
    const factory = findExport(adapter, mod, 'createTodoCommand') as (o: unknown) => unknown;
    const command = (await factory({ env: { ...env } })) as Partial<Command> | null;
    if (typeof command?.execute !== 'function' || command.store === null || typeof command.store !== 'object') {
      throw new Error(
        `createTodoCommand({ env }) returned ${command === null ? 'null' : typeof command} without ${typeof command?.execute !== 'function' ? 'an execute function' : 'a store object'}; ` +
          'expected { execute(args), store }',
      );
    }
    return { command: command as Command, subscriptions: [] };
  },
  methods: {
    execute: async (ctx: Ctx, p: { args: string[] }) => toWire(await ctx.call(ctx.instance.command, 'execute', [...p.args])),
    storeGet: async (ctx: Ctx) => stateToWire(await ctx.call(ctx.instance.command.store, 'get')),
    storeUpdate: async (ctx: Ctx, p: { items: unknown[] }) => {
      await ctx.call(ctx.instance.command.store, 'update', p.items);
      return null;
    },
    storeClear: async (ctx: Ctx) => {
      await ctx.call(ctx.instance.command.store, 'clear');
      return null;
    },
    subscribe: (ctx: Ctx) => {
      const entry: Subscription = { unsubscribe: undefined, notifications: [], calledOnSubscribe: 0 };
      let subscribing = true;
      entry.unsubscribe = ctx.call(ctx.instance.command.store, 'onChange', (state: unknown) => {
        if (subscribing) entry.calledOnSubscribe += 1;
        else entry.notifications.push(stateToWire(state));
      });
      subscribing = false;
      ctx.instance.subscriptions.push(entry);
      return { subscription: ctx.instance.subscriptions.length - 1, unsubscribeType: typeof entry.unsubscribe, calledOnSubscribe: entry.calledOnSubscribe };
    },
    unsubscribe: async (ctx: Ctx, p: { subscription: number }) => {
      const entry = subscription(ctx, p.subscription);
      if (typeof entry.unsubscribe !== 'function') return { called: false };
      await (entry.unsubscribe as () => unknown)();
      return { called: true };
    },
    notifications: (ctx: Ctx, p: { subscription: number }) => subscription(ctx, p.subscription).notifications,
    render: async (ctx: Ctx, p: { items: unknown[] }) => toWire(await ctx.call(holderOf(ctx.mod, 'renderTodos'), 'renderTodos', p.items)),
    identifyCommandType: async (ctx: Ctx, p: { commandLine: string }) => {
      return typeName(ctx.mod, await ctx.call(holderOf(ctx.mod, 'identifyCommandType'), 'identifyCommandType', p.commandLine));
    },
  },
};

export default adapter;
