/**
 * The kit's line protocol, version 1: JSON-RPC 2.0 between the kit (client) and a process that holds the
 * implementation under test (server). External implementations, in any language, speak the base methods;
 * the kit's own host for JavaScript and TypeScript modules also answers the `kit/` extensions, which need
 * in-process access (to register the kit's own handler, or to see whether a function returned a Promise).
 * docs/protocol.md describes it for implementers.
 */
export const PROTOCOL_VERSION = 1;

export interface RpcRequest {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params?: unknown;
}

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export type RpcResponse = { jsonrpc: '2.0'; id: number; result: unknown } | { jsonrpc: '2.0'; id: number; error: RpcError };

export const RPC_ERRORS = {
  methodNotFound: -32601,
  invalidParams: -32602,
  /** The implementation threw or rejected while handling the request. */
  implementationThrew: -32000,
  /** The module could not be loaded, or does not export the profile's factory (createRegistry, createTodoManager, …). */
  loadFailed: -32001,
} as const;

/** What `initialize` answers. */
export interface InitializeResult {
  name: string;
  language: string;
  version?: string;
  protocolVersion: number;
  /** The profiles the implementation speaks (docs/ARCHITECTURE.md); absent means todo-list-v2 only. */
  profiles?: string[];
  /** The optional exports it has: a scenario tagged @needs:<capability> is skipped without it. */
  capabilities?: string[];
}

/** Base methods: every implementation answers these. */
export type BaseMethod = 'initialize' | 'reset' | 'getToolDefinitions' | 'executeTool' | 'shutdown';

/** Extensions answered by the kit's module host only; scenarios that need them are skipped elsewhere. */
export type KitMethod =
  | 'kit/executeTool' // like executeTool, and says whether executeTool returned a Promise
  | 'kit/getTool' // what registry.getTool(name) returned
  | 'kit/callHandler' // calls getTool(name).handler(input) directly
  | 'kit/register' // registers a probe tool whose handler records its arguments
  | 'kit/probeCalls'; // the arguments the probe handler received

/** What the module host tells of a call it made inside the implementation's process. */
export interface InProcessCall {
  returnedThenable: boolean;
  result: unknown;
}

/** What `kit/getTool` reports of registry.getTool(name). */
export interface GetToolReport {
  returned: string; // typeof the value, or 'null'
  definition?: unknown;
  handlerType?: string;
  /** `{ definition, handler }` (nested), or the definition's own fields beside the handler (flat). */
  shape?: 'nested' | 'flat';
}
