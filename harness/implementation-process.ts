import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { INITIALIZE_TIMEOUT_FACTOR, KIT_ROOT, OUTPUT_TAIL_LINES, SHUTDOWN_GRACE_MS } from './defaults';
import { ProtocolError, UsageError } from './outcomes';
import { PROTOCOL_VERSION, type InitializeResult } from './protocol';
import { RpcClient, type Channel, type MessageValidator } from './rpc-client';

/** A JavaScript or TypeScript module, run in the kit's module host. */
export interface ModuleSelection {
  kind: 'module';
  path: string; // absolute
  label: string;
  profile: string;
  /** The profile's host adapter, which the module host loads beside the module. */
  adapter: string;
}

/** Any program that speaks the kit's line protocol on stdin/stdout (docs/protocol.md). */
export interface CommandSelection {
  kind: 'command';
  argv: string[];
  cwd: string;
  label: string;
  profile: string;
}

export type Selection = ModuleSelection | CommandSelection;

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
 * Mutation testing (npm run mutate) switches mutants on in the kit's process; the implementation runs in the
 * module host, whose instrumented code reads the active mutant from this variable instead.
 */
function mutationTestingEnv(): Record<string, string> {
  const active = (globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__?.activeMutant;
  return active === undefined ? {} : { __STRYKER_ACTIVE_MUTANT__: String(active) };
}

/** The module host: Node's IPC channel carries the JSON-RPC messages; stdout and stderr stay the module's own. */
function startModuleHost(selection: ModuleSelection, cwd: string): { child: ChildProcess; channel: Pick<Channel, 'send' | 'onMessage'> } {
  const child = fork(resolve(__dirname, 'module-host.ts'), [selection.path, moduleFormat(selection.path), selection.adapter], {
    execArgv: ['--require', resolve(__dirname, 'register-typescript.js')],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    cwd, // a scratch folder: what the implementation writes to its current directory never lands in the user's
    detached: true, // a process group of its own, so that ending it ends whatever it started
    serialization: 'json',
    env: {
      ...process.env,
      TS_NODE_TRANSPILE_ONLY: 'true', // type errors are reported apart; loading must not stop on them
      TS_NODE_PROJECT: resolve(KIT_ROOT, 'tsconfig.json'),
      TS_NODE_SKIP_IGNORE: 'true', // the kit's own .ts files may sit under a node_modules folder
      ...mutationTestingEnv(),
    },
  });
  return { child, channel: { send: (message) => child.send(message), onMessage: (listener) => child.on('message', listener) } };
}

/** Another language: one JSON object per line on stdin and stdout; stderr is the program's own. No shell. */
function startCommand(selection: CommandSelection): { child: ChildProcess; channel: Pick<Channel, 'send' | 'onMessage' | 'onInvalid'> } {
  const [program, ...args] = selection.argv;
  const child = spawn(program!, args, { cwd: selection.cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  child.stdin!.on('error', () => undefined); // a dead process is reported through 'exit'
  const lines = createInterface({ input: child.stdout! });
  const channel = {
    send: (message: unknown) => void child.stdin!.write(`${JSON.stringify(message)}\n`),
    onMessage: (listener: (message: unknown) => void) =>
      lines.on('line', (line) => {
        if (line.trim() === '') return;
        try {
          listener(JSON.parse(line));
        } catch {
          invalid.forEach((report) => report(line));
        }
      }),
    onInvalid: (listener: (line: string) => void) => void invalid.push(listener),
  };
  const invalid: ((line: string) => void)[] = [];
  return { child, channel };
}

/**
 * One running implementation: a child process, the JSON-RPC client that talks to it, and the tail of what it
 * printed (shown when it crashes). Starting it is `initialize`; a refused start throws.
 */
export class ImplementationProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly client: RpcClient,
    readonly info: InitializeResult,
    /** The implementation's current directory, when the kit chose it (a module): removed when it stops. */
    readonly scratchDir: string | undefined,
  ) {}

  static async start(selection: Selection, timeoutMs: number, validate?: MessageValidator): Promise<ImplementationProcess> {
    const scratchDir = selection.kind === 'module' ? mkdtempSync(join(tmpdir(), 'todo-kit-cwd-')) : undefined;
    const { child, channel } = selection.kind === 'module' ? startModuleHost(selection, scratchDir!) : startCommand(selection);
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - OUTPUT_TAIL_LINES));
    };
    if (selection.kind === 'module') child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    let spawnError: Error | undefined;
    child.on('error', (error) => (spawnError = error)); // e.g. the program does not exist; reported through 'close'
    const client = new RpcClient({
      ...channel,
      onClose: (listener) =>
        child.on('close', (code, signal) => {
          const how = spawnError ? `could not start: ${spawnError.message}` : signal ? `killed by ${signal}` : `exited with code ${code}`;
          listener(output.length > 0 ? `${how}; its last output:\n  ${output.join('\n  ')}` : how);
        }),
    }, validate);
    try {
      const params = { protocolVersion: PROTOCOL_VERSION, profile: selection.profile };
      const info = (await client.request('initialize', params, timeoutMs * INITIALIZE_TIMEOUT_FACTOR, 'initialize')) as InitializeResult;
      if (info?.protocolVersion !== PROTOCOL_VERSION) {
        throw new ProtocolError(
          `the implementation speaks protocol version ${JSON.stringify(info?.protocolVersion)}; this kit speaks version ${PROTOCOL_VERSION} (docs/protocol.md)`,
        );
      }
      const spoken = Array.isArray(info.profiles) ? info.profiles : ['todo-list-v2'];
      if (!spoken.includes(selection.profile)) {
        throw new UsageError(
          `the implementation speaks the profile(s) ${spoken.join(', ')}, not ${selection.profile}: choose one with --profile (todo-kit profiles lists them)`,
        );
      }
      return new ImplementationProcess(child, client, info, scratchDir);
    } catch (error) {
      killGroup(child);
      if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
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
  async stop(graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
    if (this.alive) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      await this.client.request('shutdown', {}, 500).catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    }
    this.kill();
  }

  /** End the implementation and everything it started (its process group), and remove its scratch folder. */
  kill(): void {
    killGroup(this.child);
    if (this.scratchDir) rmSync(this.scratchDir, { recursive: true, force: true });
  }

  /** The optional exports (capabilities) the implementation declared. */
  get capabilities(): string[] {
    return Array.isArray(this.info.capabilities) ? this.info.capabilities.filter((c) => typeof c === 'string') : [];
  }
}

/** SIGKILL to the child's whole process group (it leads one: started detached); grandchildren never survive it. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is gone already; the child itself may still need reaping
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
