import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ProtocolError } from './outcomes';
import { PROTOCOL_VERSION, type InitializeResult } from './protocol';
import { RpcClient, type Channel } from './rpc-client';

/** The kit's own folder, whichever directory the kit runs from. */
export const KIT_ROOT = resolve(__dirname, '..', '..');

const STDERR_TAIL_LINES = 20;

/** What the kit runs: a JS/TS module in its module host, or (later) any program that speaks the protocol. */
export interface ModuleSelection {
  kind: 'module';
  path: string; // absolute
  label: string;
}
export type Selection = ModuleSelection;

/** The nearest package.json's "type", which decides whether a .ts or .js file is ESM or CommonJS. */
function packageType(file: string): string {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return String((JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type ?? 'commonjs');
      } catch {
        return 'commonjs';
      }
    }
    if (dirname(dir) === dir) return 'commonjs';
  }
}

/** Whether the implementation is an ES module or CommonJS, as Node decides it: by extension, else by the package. */
export function moduleFormat(file: string): 'esm' | 'commonjs' {
  const ext = extname(file);
  if (ext === '.mts' || ext === '.mjs') return 'esm';
  if (ext === '.cts' || ext === '.cjs') return 'commonjs';
  return packageType(file) === 'module' ? 'esm' : 'commonjs';
}

/**
 * One running implementation: a child process, the JSON-RPC client that talks to it, and the tail of what it
 * printed (shown when it crashes). Starting it is `initialize`; a refused start throws.
 */
export class ImplementationProcess {
  private output: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly client: RpcClient,
    readonly info: InitializeResult,
  ) {}

  static async start(selection: Selection, timeoutMs: number): Promise<ImplementationProcess> {
    const format = moduleFormat(selection.path);
    const child = fork(resolve(__dirname, 'host', 'module-host.ts'), [selection.path, format], {
      execArgv: ['--require', resolve(__dirname, 'register-typescript.js')],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
      env: {
        ...process.env,
        TS_NODE_TRANSPILE_ONLY: 'true', // type errors are reported apart; loading must not stop on them
        TS_NODE_PROJECT: resolve(KIT_ROOT, 'tsconfig.json'),
        TS_NODE_SKIP_IGNORE: 'true', // the kit's own .ts files may sit under a node_modules folder
      },
    });
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - STDERR_TAIL_LINES));
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('error', () => undefined); // reported through 'exit'

    const channel: Channel = {
      send: (message) => child.send(message),
      onMessage: (listener) => child.on('message', listener),
      onClose: (listener) =>
        child.on('exit', (code, signal) => {
          const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
          listener(output.length > 0 ? `${how}; its last output:\n  ${output.join('\n  ')}` : how);
        }),
    };
    const client = new RpcClient(channel);
    try {
      const info = (await client.request('initialize', {}, timeoutMs * 5, 'initialize')) as InitializeResult;
      if (info?.protocolVersion !== PROTOCOL_VERSION) {
        throw new ProtocolError(
          `the implementation speaks protocol version ${String(info?.protocolVersion)}; this kit speaks ${PROTOCOL_VERSION}`,
        );
      }
      const running = new ImplementationProcess(child, client, info);
      running.output = output;
      return running;
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  }

  get alive(): boolean {
    return !this.client.closed;
  }

  /**
   * Ask politely, give it a moment to exit (coverage tools write their data then), then make sure: an
   * implementation's leaked timers must not keep anything alive.
   */
  async stop(graceMs = 2000): Promise<void> {
    if (this.alive) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      await this.client.request('shutdown', {}, 500).catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    }
    this.kill();
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}
