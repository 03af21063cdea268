import { ImplementationError, ImplementationTimeout, ProtocolError } from './outcomes';
import type { RpcError, RpcRequest, RpcResponse } from './protocol';

/** How messages travel: Node's IPC channel for the module host, stdin/stdout lines for other languages. */
export interface Channel {
  send(message: RpcRequest): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Called once when the other side is gone; `reason` says how (exit code, signal, stderr tail). */
  onClose(listener: (reason: string) => void): void;
}

/**
 * The implementation answered with a JSON-RPC error: it threw, or refused the request. (A plain
 * ImplementationError, not a subclass: cucumber records an error's constructor name as its type.)
 */
function remoteError(call: string, rpc: RpcError): ImplementationError {
  const stack = (rpc.data as { stack?: string } | undefined)?.stack;
  return new ImplementationError(`${call} failed: ${rpc.message}${stack ? `\n${stack}` : ''}`);
}

interface Pending {
  method: string;
  describe: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** A JSON-RPC 2.0 client: one pending promise per request id, each with its own timeout. */
export class RpcClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closedReason: string | undefined;
  /** Protocol errors seen outside any request (a reply nobody asked for); reported with the next request. */
  private strayProblems: string[] = [];

  constructor(private readonly channel: Channel) {
    channel.onMessage((message) => this.receive(message));
    channel.onClose((reason) => this.close(reason));
  }

  get closed(): boolean {
    return this.closedReason !== undefined;
  }

  request(method: string, params: unknown, timeoutMs: number, describe = method): Promise<unknown> {
    if (this.closedReason !== undefined) {
      return Promise.reject(new ImplementationError(`the implementation is not running: ${this.closedReason}`));
    }
    const stray = this.strayProblems.splice(0);
    if (stray.length > 0) return Promise.reject(new ProtocolError(stray.join('\n')));

    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ImplementationTimeout(`${describe} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { method, describe, resolve, reject, timer });
      this.channel.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  private receive(message: unknown): void {
    const problem = malformed(message);
    const id = (message as { id?: unknown } | null)?.id;
    const pending = typeof id === 'number' ? this.pending.get(id) : undefined;
    if (!pending) {
      this.strayProblems.push(problem ?? `a reply with an unknown id: ${JSON.stringify(message)}`);
      return;
    }
    this.pending.delete(id as number);
    clearTimeout(pending.timer);
    if (problem) return pending.reject(new ProtocolError(`${problem}, in answer to ${pending.method}`));
    const response = message as RpcResponse;
    if ('error' in response) pending.reject(remoteError(pending.describe, response.error));
    else pending.resolve(response.result);
  }

  private close(reason: string): void {
    if (this.closedReason !== undefined) return;
    this.closedReason = reason;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      this.pending.delete(id);
      pending.reject(new ImplementationError(`the implementation stopped while answering ${pending.method}: ${reason}`));
    }
  }
}

/** What is wrong with a reply, if anything (JSON-RPC 2.0: exactly one of result and error). */
function malformed(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return `a reply that is not a JSON object: ${JSON.stringify(message)}`;
  }
  const m = message as Record<string, unknown>;
  if (m.jsonrpc !== '2.0') return `a reply without "jsonrpc": "2.0": ${JSON.stringify(message)}`;
  if (('result' in m) === ('error' in m)) return `a reply needs exactly one of "result" and "error": ${JSON.stringify(message)}`;
  if ('error' in m) {
    const e = m.error as Record<string, unknown> | null;
    if (typeof e?.code !== 'number' || typeof e.message !== 'string') {
      return `an error reply needs a numeric "code" and a string "message": ${JSON.stringify(message)}`;
    }
  }
  return undefined;
}
