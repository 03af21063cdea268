/**
 * The module host: a child process that loads a JavaScript or TypeScript implementation and answers the kit's
 * JSON-RPC requests over a pipe (host-channel.ts). Keeping the implementation out of the kit's own process is what
 * lets the kit survive it: a hang or an endless loop is ended by killing this process, `process.exit()` ends
 * only this process, and leaked timers die with it.
 *
 * Which methods it answers is the profile's business: the profile's host adapter (step-definitions/<profile>/
 * host/adapter.ts) maps them onto the learner's exports. This file knows no profile.
 *
 * Started by implementation-process.ts as: node --require register-typescript.js module-host.ts <module> <format> <adapter>
 */
import { writeSync } from 'node:fs';
import { register, syncBuiltinESMExports } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AdapterError, callMethod, collect, findExport, isClass, outcomeOf, type HostAdapter, type HostContext } from './host-adapter';
import { PROTOCOL_VERSION, RPC_ERRORS, type InitializeResult, type RpcError, type RpcRequest, type RpcResponse } from './protocol';
import * as channel from './host-channel';
import { findTypeScriptSyntaxError } from './typescript-syntax';
import { FRESH_QUERY, isOwnModule } from './module-format';
import { toWire } from './wire';
import { isLearnerFrame, learnerStack, nameFilesFrom, shown, shownPath } from './learner-frames';

const modulePath = process.argv[2] ?? '';
const moduleFormat = process.argv[3] === 'esm' ? 'esm' : 'commonjs';
const adapterPath = process.argv[4] ?? '';
/** The folder of the module's own modules (isolation.ts ownModulesRoot): what a fresh load loads again. */
const ownRoot = process.argv[5] ?? dirname(modulePath);
/** An ES module that imports modules of its own, which a fresh load must reach (fresh-modules-hooks.mjs). */
const freshImports = process.argv[6] === 'fresh-imports';
// The folder the run names files from (learner-frames.ts): the module's frames and paths are shown from it.
/** One of a class's submissions (todo-kit grade): it may read less of its package (isolation.ts confinedReads). */
const graded = process.argv[8] === 'graded';
// Graded, the course's files above the class's folder (its package's) are named from it too: "../lib/x.mjs".
nameFilesFrom(process.argv[7] || undefined, graded ? ownRoot : undefined);

let adapter: HostAdapter;
let mod: Record<string, unknown> | undefined;
let instance: unknown;
let loads = 0;

class HostError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * Where a TypeScript file's syntax error is (the type checker's parse, no process started). A JavaScript file's place
 * is the kit's to add, as `node --check` shows it (implementation-process.ts), in every mode: a host under the
 * permission model may start no process, and one that could (--allow-children) once added a place of its own, worded
 * otherwise.
 */
function typeScriptSyntaxPlace(path: string): string {
  if (!/\.[mc]?tsx?$/.test(path)) return '';
  // By its whole path, which the message's naming (shown) names as it names the module: "tina/index.ts:2:13", where
  // the file alone ("index.ts:2:13") disagreed with the "could not load tina/index.ts" before it (helper 110).
  const place = findTypeScriptSyntaxError(path);
  return place ? `\n  ${place.replace(/\n/g, '\n  ')}` : '';
}

/** The file, line, source line and caret that head a CommonJS parse error's stack, as Node decorates it; '' for any other. */
function placeInStack(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const head = /^(file:\/\/\S+|\/\S+):(\d+)\n((?:[^\n]*\n){0,2})/.exec(stack);
  if (!head) return '';
  const file = head[1]!.startsWith('file:') ? fileURLToPath(head[1]!) : head[1]!;
  const context = head[3]!.replace(/\n+$/, '');
  return `\n  ${file}:${head[2]}${context ? `\n  ${context.split('\n').join('\n  ')}` : ''}`;
}

/** The learner's own frames of an error thrown as the module ran, a few: where it was thrown. */
function framesOf(error: unknown): string {
  const frames = learnerStack(error)?.split('\n').slice(0, 3);
  return frames && frames.length > 0 ? `\n${frames.join('\n')}` : '';
}

/**
 * A JavaScript ES module that imports a TypeScript file: Node knows no .ts extension, and the kit strips types for
 * an ES module only when the module it starts from is TypeScript (a loader thread it starts for that alone).
 */
function typeScriptFromJavaScript(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_UNKNOWN_FILE_EXTENSION' || !/\.[mc]?ts\b/.test(errorText(error)) || /\.[mc]?ts$/.test(modulePath)) return '';
  return (
    '\n  This JavaScript module imports a TypeScript file, which Node cannot load by itself; the kit compiles TypeScript ' +
    'when the module it starts from is TypeScript: name that module .ts or .mts (a thin adapter can be one), or import compiled JavaScript.'
  );
}

/**
 * Load the learner's module: CommonJS through require (sucrase's hook strips TypeScript), ES modules through
 * import (typescript-esm-hooks.mjs strips it, with sucrase too). A CommonJS module's exports are offered as the default export
 * too, as import() would. `fresh` loads it anew, for profiles whose document keeps state in module globals.
 */
async function loadModule(fresh: boolean): Promise<Record<string, unknown>> {
  loads += 1;
  try {
    // Fresh all through: the CommonJS modules of the implementation's own (those it requires, or an ES module
    // imports) are forgotten; its ES modules get the fresh query from fresh-modules-hooks.mjs.
    // The module itself always (a reference is a kit file, which isOwnModule leaves out).
    if (fresh) {
      for (const file of Object.keys(require.cache)) if (isOwnModule(file, ownRoot)) delete require.cache[file];
      if (moduleFormat === 'commonjs') delete require.cache[require.resolve(modulePath)];
    }
    if (moduleFormat === 'esm') {
      const url = pathToFileURL(modulePath).href + (fresh ? `?${FRESH_QUERY}=${loads}` : '');
      return (await import(url)) as Record<string, unknown>;
    }
    const exported = require(modulePath) as unknown;
    return { ...(typeof exported === 'object' && exported !== null ? exported : {}), default: exported };
  } catch (error) {
    // A loader thread's error may arrive here as an empty object: no name, no message, no place (ts-node's did,
    // which the kit used before). A syntax error is by far the likeliest cause; the parse says where it is.
    // Where Node says it is, first: a CommonJS file it could not parse, the entry or one it requires, heads its
    // stack ("/…/store.cjs:5", the line, a caret). An ES module's parse error carries no place: the parse of a
    // TypeScript file says where; for JavaScript the kit adds it (node --check, through the entry's imports). Else the
    // learner's frames of an error thrown as the module ran (a JSON.parse, a TypeError at import).
    const where =
      placeInStack(error) || (error instanceof SyntaxError || !(error instanceof Error) ? typeScriptSyntaxPlace(modulePath) : '') || framesOf(error);
    const what = !(error instanceof Error) && where ? 'a syntax error' : errorText(error);
    throw new HostError(RPC_ERRORS.loadFailed, shown(`could not load ${modulePath}: ${what}${where}${typeScriptFromJavaScript(error)}`), errorData(error));
  }
}

/**
 * Node 20's permission model cannot allow a loader thread alone: the host of an ES-module TypeScript file (and of an
 * ES module whose own imports are loaded afresh) starts with --allow-worker. A worker the module started could drop
 * the permission flags (`execArgv: []`) and run outside them, with processes and the whole file system; so could
 * loader hooks of its own, which run in the loader thread. So once the kit's hooks are registered, the module's
 * Worker refuses to start and its module.register refuses hooks, unless --allow-children let it start threads and
 * processes. Node's own loader thread was made with its internal Worker, which this does not touch.
 */
function forbidWorkersUnlessAllowed(): void {
  const permission = (process as { permission?: { has(scope: string): boolean } }).permission;
  if (!permission?.has('worker') || permission.has('child')) return;
  const refuse = (what: string) =>
    function refused(): never {
      throw new Error(`the kit lets the module under test start no ${what} (the kit's loader hooks only): pass --allow-children to let it`);
    };
  const lock = (builtin: string, name: string, what: string) =>
    Object.defineProperty(require(builtin), name, { value: refuse(what), writable: false, configurable: false, enumerable: true });
  lock('node:worker_threads', 'Worker', 'worker thread');
  lock('node:module', 'register', 'loader hooks');
  syncBuiltinESMExports(); // import { Worker } from 'node:worker_threads' sees them too
}

async function initialize(): Promise<InitializeResult> {
  // The kit's own TypeScript loads as CommonJS, through register-typescript.js.
  adapter = (require(adapterPath) as { default: HostAdapter }).default;
  // ES-module TypeScript needs loader hooks (typescript-esm-hooks.mjs: sucrase, in a loader thread Node starts for
  // them, so only for a TypeScript module). CommonJS TypeScript is already handled by register-typescript.js.
  if (moduleFormat === 'esm' && /\.m?ts$/.test(modulePath)) register(pathToFileURL(join(__dirname, 'typescript-esm-hooks.mjs')).href);
  // A fresh load of an ES module reaches the modules it imports only through a resolve hook (a thread, as above).
  if (freshImports) {
    register(pathToFileURL(join(__dirname, 'fresh-modules-hooks.mjs')).href, { data: { root: ownRoot } });
  }
  forbidWorkersUnlessAllowed();
  mod = await loadModule(false);
  const missing = adapter.required.filter((name) => typeof findExport(adapter, mod!, name) !== 'function');
  if (missing.length > 0) {
    // A CommonJS module's exports object is offered as its default export too (loadModule, as import() does): a
    // default it did not write, not listed beside the names that object holds (helper 110).
    const offered = moduleFormat === 'commonjs' && typeof mod.default === 'object' && mod.default !== null && !Object.hasOwn(mod.default, 'default');
    const exported = Object.keys(mod).filter((k) => k !== '__esModule' && !(offered && k === 'default'));
    // A default function passed over (host-adapter.ts findExport): why, since the docs say a default export may be it.
    const fallback = mod.default;
    const named = typeof fallback === 'function' && fallback.name ? `, ${fallback.name},` : '';
    const passedOver =
      typeof fallback !== 'function' || adapter.required.length !== 1
        ? ''
        : isClass(fallback)
          ? `; its default export${named} is a class, not the factory`
          : `; its default export${named} is taken for ${missing[0]} only when it has that name or is the module's only export`;
    throw new HostError(
      RPC_ERRORS.loadFailed,
      `${graded ? shownPath(modulePath) : shown(modulePath)} does not export ${missing.map((m) => `a ${m} function`).join(' or ')} (it exports: ${exported.join(', ') || 'nothing'}${passedOver})`,
      { exports: exported },
    );
  }
  const capabilities = (adapter.optional ?? []).filter((name) => findExport(adapter, mod!, name) !== undefined);
  const language = /^\.[mc]?ts$/.test(extname(modulePath)) ? 'typescript' : 'javascript';
  return { name: modulePath, language, protocolVersion: PROTOCOL_VERSION, capabilities };
}

/** A fresh instance for each scenario, from the profile's adapter. */
async function reset(params: Record<string, unknown>): Promise<null> {
  instance = undefined; // first: a reload that fails leaves no instance, not the last scenario's
  if (adapter.freshModulePerScenario && loads > 0) mod = await loadModule(true);
  instance = await adapter.create(mod!, params ?? {});
  return null;
}

function context(): HostContext<unknown> {
  if (instance === undefined) throw new HostError(RPC_ERRORS.invalidParams, 'nothing to work with yet: send reset first');
  return { mod: mod!, instance, call: callMethod, outcome: outcomeOf, toWire: (value) => toWire(value), collect };
}

async function handle(method: string, params: unknown): Promise<unknown> {
  if (method === 'initialize') return initialize();
  if (method === 'reset') return reset(params as Record<string, unknown>);
  if (method === 'shutdown') {
    setImmediate(() => process.exit(0));
    return null;
  }
  const handler = adapter?.methods[method];
  if (!handler) throw new HostError(RPC_ERRORS.methodNotFound, `unknown method ${method}`);
  return toWire(await handler(context(), params ?? {}));
}

function errorText(error: unknown): string {
  // Its paths named from the run's folder, as a stack's are: a graded student's reports never name the grader's folders.
  if (error instanceof Error) return shown(`${error.name}: ${withoutTheHost(error)}${deniedText(error)}`);
  let text: string;
  try {
    text = String(error);
  } catch {
    text = 'an object that cannot be shown as text'; // an object without a prototype, as a loader thread throws
  }
  return shown(`a thrown ${typeof error}: ${text}`);
}

/**
 * The error's message, where Node's "Require stack" of a module not found ends with this file (the module host
 * required the learner's module): without that line, the kit's and not theirs.
 */
function withoutTheHost(error: Error): string {
  if ((error as Error & { code?: unknown }).code !== 'MODULE_NOT_FOUND') return error.message;
  return error.message
    .split('\n')
    .filter((line) => line !== `- ${__filename}`)
    .join('\n');
}

/**
 * What Node's permission model refused, in the kit's words: its own message ("Access to this API has been
 * restricted") names neither what was refused nor why. Empty for any other error.
 */
function deniedText(error: Error): string {
  const { code, permission, resource } = error as Error & { code?: unknown; permission?: unknown; resource?: unknown };
  if (code !== 'ERR_ACCESS_DENIED') return '';
  // Graded, even a path above the class's folder is named from it ("../lib/index.mjs"): never the grader's folders.
  const what = typeof resource !== 'string' || resource === '' ? 'a file' : graded ? shownPath(resource) : resource;
  if (permission === 'FileSystemRead' && graded) {
    return (
      ` (the module tried to read ${what}: graded, a submission reads itself (its file, or its folder) but nothing else in the folder that holds it ` +
      "(its classmates' work); above that folder, up to the folder of its package.json, the package's files but the grading's reports and the " +
      'hidden ones (.git, .env, .npmrc), and ' +
      `that folder's node_modules; the kit's folder and a scratch folder: ${readAdvice(error, 'in its own folder')})`
    );
  }
  if (permission === 'FileSystemRead') {
    return ` (the module tried to read ${what}: the kit runs it under Node's permission model, which lets it read only its own package (${ownRoot}), the kit's folder and a scratch folder; ${readAdvice(error, 'inside its package')})`;
  }
  if (permission === 'FileSystemWrite') {
    return (
      ` (the module tried to write to ${what}: the kit runs it under Node's permission model, which lets it write only in a scratch folder of the run's, ` +
      'where its working folder (process.cwd()) and os.tmpdir() are; a file anywhere else (beside its own code, in the home folder) is outside it: name the file from process.cwd() instead)'
    );
  }
  if (permission === 'ChildProcess' || permission === 'WorkerThreads') {
    return " (the module tried to start a process or a thread: the kit's permission model forbids it, unless the kit runs with --allow-children)";
  }
  return ` (Node's permission model refused ${String(permission)}${resource ? ` on ${String(resource)}` : ''}: the kit runs the module under it)`;
}

/** A stack's frame in node:fs, and the call it names ("at Object.existsSync (node:fs:292:18)": existsSync). */
const FS_CALL = /^\s+at (?:\w+\.)?(\w+) \(node:fs:/; // "Object.existsSync" from require, "Module.existsSync" from import
/** The calls that only look for a file: refused, they throw where they would have answered that it is not there. */
const LOOKS = new Set(['existsSync', 'statSync', 'lstatSync', 'accessSync']);

/**
 * What to do about a refused read, by what made it: Node's loader importing a file, or the module's own node:fs call.
 * A look for a file it may lack (a settings file, as Claude Code 1.0.0 looks for /etc/claude-code/managed-settings.json
 * as it loads) throws under the permission model where it would answer false: told to keep its imports inside had
 * it nothing to move (helper 109).
 */
function readAdvice(error: Error, inside: string): string {
  // The node:fs call the module's own code made: the last of the node:fs frames that open the stack (readFileSync
  // of a Buffer throws from the openSync under it), made by the frame after them, which must be the module's (below
  // them, a module's top-level code has the loader's frames too), never a look of the kit's loaders.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const caller = frames.findIndex((line) => !FS_CALL.test(line));
  const call = caller > 0 && isLearnerFrame(frames[caller]!) ? FS_CALL.exec(frames[caller - 1]!)?.[1] : undefined;
  if (call === undefined) return `keep what it imports ${inside}`;
  if (LOOKS.has(call)) {
    return `its fs.${call} of a file outside them throws, where it would answer that the file is not there: catch around it (a settings file it may lack), or look ${inside}`;
  }
  return `keep the files it reads (fs.${call}) ${inside}, or name them from process.cwd(), its scratch folder`;
}

/** A stack trimmed to the learner's own frames: the kit's host and Node's internals are noise to them. */
function errorData(error: unknown): { stack?: string } | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return { stack: learnerStack(error) ?? '' };
}

/** Requests received and not answered yet. */
let inFlight = 0;
/**
 * The reset being handled, if any: what arrives after a reset waits for it (the kit sends a scenario's reset in the
 * same write as the scenario's first request, harness/implementation-under-test.ts resetDue).
 */
let resetting: Promise<unknown> | undefined;

/** Answer a request; `now`, without waiting for the answers of the others in flight (a reset's: see below). */
function reply(response: RpcResponse, now = false): void {
  inFlight -= 1;
  channel.send(response, !now && inFlight > 0);
}

channel.onMessage((received) => {
  const message = received as RpcRequest;
  inFlight += 1;
  // Requests are handled as they come, not one after the other, so calls sent at once really overlap; only a reset
  // is waited for. What came after a reset that failed is not run on what the failed reset left: it is answered
  // with an error (the kit reports the reset's).
  const isReset = message.method === 'reset';
  const run = () => handle(message.method, message.params);
  const refuse = () => Promise.reject(new HostError(RPC_ERRORS.invalidParams, 'not handled: the reset sent before it failed'));
  const handled = resetting ? resetting.then(run, isReset ? run : refuse) : run();
  if (isReset) {
    resetting = handled;
    const done = () => {
      if (resetting === handled) resetting = undefined;
    };
    handled.then(done, done);
  }
  handled.then(
    // A reset's answer goes at once: the request that came with it runs next, and may block the process, or end it.
    (result) => reply({ jsonrpc: '2.0', id: message.id, result: result ?? null }, isReset),
    (error: unknown) => {
      const code = error instanceof HostError ? error.code : error instanceof AdapterError ? RPC_ERRORS.invalidParams : RPC_ERRORS.implementationThrew;
      const text = error instanceof HostError || error instanceof AdapterError ? error.message : errorText(error);
      const data = error instanceof HostError ? error.data : errorData(error);
      const rpcError: RpcError = { code, message: text, data };
      reply({ jsonrpc: '2.0', id: message.id, error: rpcError }, isReset);
    },
  );
});

// The kit going away (its IPC channel closing) ends the host too, timers or not.
channel.onDisconnect(() => process.exit(0));

// The implementation's own output. A stream that can take no more (ENOBUFS, once a flood of printing has queued more
// than the system holds) would end this process with an unhandled 'error' whose stack names no cause: end it the same
// way, saying why.
for (const [name, stream] of [
  ['stdout', process.stdout],
  ['stderr', process.stderr],
] as const) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    const why = error.code === 'ENOBUFS' ? 'ENOBUFS: more of its output waiting to be written than the system holds' : (error.code ?? error.message);
    try {
      writeSync(2, `\nthe implementation's ${name} failed (${why}): a flood of printing? print less, or nothing, while answering\n`);
    } catch {
      // stderr is the stream that failed: the exit code still says the process ended on an error
    }
    process.exit(1);
  });
}
