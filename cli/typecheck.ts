/**
 * A learner's TypeScript is loaded transpile-only, so a type error never stops the run. It is still worth
 * knowing: this checks the module (and what it imports) with TypeScript, in a worker thread alongside the run,
 * and the findings are reported once, at the top of the summary.
 */
import { dirname, join, relative } from 'node:path';
import { MAX_TYPE_ERRORS_SHOWN } from '../harness/defaults';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const REGISTER_TYPESCRIPT = join(__dirname, '..', 'harness', 'register-typescript.js');

/** Type errors in the learner's own files (not in node_modules), formatted like tsc prints them. */
export function typeErrorsOf(file: string): string[] {
  const ts = require('typescript') as typeof import('typescript');
  const defaults = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  let options: import('typescript').CompilerOptions = defaults;
  const configPath = ts.findConfigFile(dirname(file), ts.sys.fileExists);
  if (configPath) {
    const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (config) options = { ...config.options, noEmit: true };
  }
  const program = ts.createProgram([file], options);
  const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error && d.file && !/[\\/]node_modules[\\/]/.test(d.file.fileName))
    .map((d) => ts.formatDiagnostic(d, host).trim().replace(d.file!.fileName, relative(process.cwd(), d.file!.fileName)));
}

/** Start the check in a worker; the promise gives a notice, or undefined when there is nothing to say. */
export function typeCheckInBackground(file: string): Promise<string | undefined> {
  if (!/\.[mc]?ts$/.test(file)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const worker = new Worker(`require(${JSON.stringify(REGISTER_TYPESCRIPT)}); require(${JSON.stringify(__filename)});`, {
      eval: true,
      workerData: { file },
    });
    worker.once('message', (errors: string[]) => {
      void worker.terminate();
      if (errors.length === 0) return resolve(undefined);
      const shown = errors.slice(0, MAX_TYPE_ERRORS_SHOWN).map((e) => `    ${e.replace(/\n/g, '\n    ')}`).join('\n');
      const more = errors.length > MAX_TYPE_ERRORS_SHOWN ? `\n    … and ${errors.length - MAX_TYPE_ERRORS_SHOWN} more` : '';
      resolve(`${errors.length} type error(s) in ${relative(process.cwd(), file)} (it ran anyway, transpile-only):\n${shown}${more}`);
    });
    worker.once('error', () => resolve(undefined)); // a checker that cannot run says nothing rather than something wrong
  });
}

if (!isMainThread && parentPort && (workerData as { file?: string } | null)?.file) {
  let errors: string[] = [];
  try {
    errors = typeErrorsOf((workerData as { file: string }).file);
  } catch {
    errors = [];
  }
  parentPort.postMessage(errors);
}
