/**
 * The module host: a child process that loads a JavaScript or TypeScript implementation and answers the kit's
 * JSON-RPC requests over Node's IPC channel. Keeping the implementation out of the kit's own process is what
 * lets the kit survive it: a hang or an endless loop is ended by killing this process, `process.exit()` ends
 * only this process, and leaked timers die with it.
 *
 * Started by implementation-host.ts as: node --require ts-node/register --import <esm loader> module-host.ts <module>
 */
import { spawnSync } from 'node:child_process';
import { register } from 'node:module';
import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PROTOCOL_VERSION,
  RPC_ERRORS,
  type GetToolReport,
  type InProcessCall,
  type InitializeResult,
  type RpcError,
  type RpcRequest,
  type RpcResponse,
} from '../protocol';
import { toWire } from '../wire';

type Registry = {
  register(definition: unknown, handler: (params: Record<string, unknown>) => Promise<unknown>): unknown;
  getTool(name: string): unknown;
  getToolDefinitions(): unknown;
  executeTool(toolUseId: string, name: string, params: Record<string, unknown>): unknown;
};
type CreateRegistry = () => Registry | Promise<Registry>;

const modulePath = process.argv[2] ?? '';
const moduleFormat = process.argv[3] === 'esm' ? 'esm' : 'commonjs';
const REGISTRY_METHODS = ['register', 'getTool', 'getToolDefinitions', 'executeTool'] as const;

let createRegistry: CreateRegistry | undefined;
let registry: Registry | undefined;
/** Arguments received by the kit's probe handlers, per tool name. */
let probeCalls = new Map<string, unknown[][]>();

class HostError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Find `createRegistry` among a module's exports: named, on a CommonJS `module.exports`, or as the default export. */
function findCreateRegistry(mod: Record<string, unknown>): CreateRegistry | undefined {
  const fallback = mod.default as Record<string, unknown> | ((...args: unknown[]) => unknown) | undefined;
  const candidates = [mod.createRegistry, (fallback as Record<string, unknown> | undefined)?.createRegistry, fallback];
  return candidates.find((c): c is CreateRegistry => typeof c === 'function');
}

/** Node's ESM loader reports a syntax error without its place; `node --check` shows file, line and caret. */
function syntaxErrorPlace(path: string): string {
  if (!/\.[mc]?js$/.test(path)) return '';
  const check = spawnSync(process.execPath, ['--check', path], { encoding: 'utf8' });
  const lines = check.stderr.split('\n').filter((line) => line.trim() !== '').slice(0, 3);
  return lines.length > 0 ? `\n  ${lines.join('\n  ')}` : '';
}

async function initialize(): Promise<InitializeResult> {
  let mod: Record<string, unknown>;
  try {
    // ES-module TypeScript needs ts-node's ESM loader (a second TypeScript, in a loader thread: slow to start,
    // so only for a TypeScript module). CommonJS TypeScript is already handled by register-typescript.js.
    if (moduleFormat === 'esm' && /\.m?ts$/.test(modulePath)) register('ts-node/esm', pathToFileURL(__filename));
    // CommonJS through require (ts-node's CommonJS hook), ES modules through import (its ESM loader). Either way a
    // CommonJS module's exports are offered as the default export too, as import() would.
    mod = moduleFormat === 'esm'
      ? ((await import(pathToFileURL(modulePath).href)) as Record<string, unknown>)
      : (() => {
          const exported = require(modulePath) as unknown;
          return { ...(typeof exported === 'object' && exported !== null ? exported : {}), default: exported };
        })();
  } catch (error) {
    const where = error instanceof SyntaxError ? syntaxErrorPlace(modulePath) : '';
    throw new HostError(RPC_ERRORS.loadFailed, `could not load ${modulePath}: ${errorText(error)}${where}`, errorData(error));
  }
  createRegistry = findCreateRegistry(mod);
  if (!createRegistry) {
    const exported = Object.keys(mod).filter((k) => k !== '__esModule');
    throw new HostError(
      RPC_ERRORS.loadFailed,
      `${modulePath} does not export a createRegistry function (it exports: ${exported.join(', ') || 'nothing'})`,
    );
  }
  const language = /^\.[mc]?ts$/.test(extname(modulePath)) ? 'typescript' : 'javascript';
  return { name: modulePath, language, protocolVersion: PROTOCOL_VERSION };
}

/** A fresh registry for each scenario; anything else about it is checked before a scenario relies on it. */
async function reset(): Promise<null> {
  const created = await createRegistry!();
  const missing = REGISTRY_METHODS.filter((m) => typeof (created as Partial<Registry> | null)?.[m] !== 'function');
  if (missing.length > 0) {
    throw new HostError(
      RPC_ERRORS.implementationThrew,
      `createRegistry() returned ${created === null ? 'null' : typeof created} without the method(s) ${missing.join(', ')}; ` +
        'expected an object with register, getTool, getToolDefinitions and executeTool',
    );
  }
  registry = created;
  probeCalls = new Map();
  return null;
}

function current(): Registry {
  if (!registry) throw new HostError(RPC_ERRORS.invalidParams, 'no registry yet: send reset first');
  return registry;
}

/** Call a function of the implementation and tell whether it returned a Promise (any thenable). */
async function observe(call: () => unknown): Promise<InProcessCall> {
  const returned = call();
  const returnedThenable = typeof (returned as { then?: unknown } | null)?.then === 'function';
  return { returnedThenable, result: toWire(await returned) };
}

type ExecuteParams = { tool_use_id: string; name: string; input: Record<string, unknown> };

const handlers: Record<string, (params: any) => Promise<unknown>> = {
  initialize,
  reset,
  shutdown: async () => {
    setImmediate(() => process.exit(0));
    return null;
  },
  getToolDefinitions: async () => toWire(await current().getToolDefinitions()),
  executeTool: async (p: ExecuteParams) => toWire(await current().executeTool(p.tool_use_id, p.name, p.input)),
  'kit/executeTool': (p: ExecuteParams) => observe(() => current().executeTool(p.tool_use_id, p.name, p.input)),
  'kit/getTool': async (p: { name: string }): Promise<GetToolReport> => {
    const tool = current().getTool(p.name) as { definition?: unknown; handler?: unknown } | null | undefined;
    if (tool === null || typeof tool !== 'object') return { returned: tool === null ? 'null' : typeof tool };
    return { returned: 'object', definition: toWire(tool.definition), handlerType: typeof tool.handler };
  },
  'kit/callHandler': async (p: { name: string; input: Record<string, unknown> }) => {
    const tool = current().getTool(p.name) as { handler?: (params: unknown) => unknown } | undefined;
    if (typeof tool?.handler !== 'function') {
      throw new HostError(RPC_ERRORS.invalidParams, `getTool('${p.name}') gave no handler function`);
    }
    return observe(() => tool.handler!(p.input));
  },
  'kit/register': async (p: { definition: { name: string }; reply: unknown; delayMs?: number }) => {
    const calls: unknown[][] = [];
    probeCalls.set(p.definition.name, calls);
    current().register(p.definition, async (...args: unknown[]) => {
      calls.push(args.map((arg) => toWire(arg)));
      if (p.delayMs) await new Promise((resolve) => setTimeout(resolve, p.delayMs));
      return p.reply;
    });
    return null;
  },
  'kit/probeCalls': async (p: { name: string }) => probeCalls.get(p.name) ?? [],
};

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : `a thrown ${typeof error}: ${String(error)}`;
}

/** A stack trimmed to the learner's own frames: the kit's host and Node's internals are noise to them. */
function errorData(error: unknown): { stack?: string } | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  // A syntax error's stack starts with the place it was found ("file:///…/registry.mjs:5"): keep it.
  const where = error instanceof SyntaxError ? error.stack.split('\n').filter((line) => /^\S+:\d+$/.test(line)) : [];
  const frames = error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .filter((line) => !/\(node:|at node:|module-host\.ts|node_modules[\\/](ts-node|@cucumber)/.test(line));
  return { stack: [...where.map((line) => `    at ${line}`), ...frames].join('\n') };
}

function reply(response: RpcResponse): void {
  process.send!(response);
}

process.on('message', (message: RpcRequest) => {
  const handler = handlers[message.method];
  if (!handler) {
    const error: RpcError = { code: RPC_ERRORS.methodNotFound, message: `unknown method ${message.method}` };
    return reply({ jsonrpc: '2.0', id: message.id, error });
  }
  // Requests are handled as they come, not one after the other, so calls sent at once really overlap.
  handler(message.params).then(
    (result) => reply({ jsonrpc: '2.0', id: message.id, result: result ?? null }),
    (error: unknown) => {
      const code = error instanceof HostError ? error.code : RPC_ERRORS.implementationThrew;
      const text = error instanceof HostError ? error.message : errorText(error);
      const data = error instanceof HostError ? error.data : errorData(error);
      reply({ jsonrpc: '2.0', id: message.id, error: { code, message: text, data } });
    },
  );
});

// The kit going away (its IPC channel closing) ends the host too, timers or not.
process.on('disconnect', () => process.exit(0));
