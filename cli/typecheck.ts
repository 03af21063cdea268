/**
 * A learner's TypeScript is loaded transpile-only, so a type error never stops the run. It is still worth
 * knowing: this checks the module (and what it imports) with TypeScript, in a worker thread alongside the run,
 * and the findings are reported once, at the top of the summary.
 */
import { dirname, join, relative } from 'node:path';
import { MAX_TYPE_ERRORS_SHOWN, TYPECHECK_BUDGET_MS, TYPECHECK_GRACE_MS } from '../harness/defaults';
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

/** A type check under way in a worker thread: its notice, once it is done; `cancel` ends the worker at once. */
export interface TypeCheck {
  readonly result: Promise<string | undefined>;
  cancel(notice?: string): void;
}

/**
 * Start the check in a worker; the promise gives a notice, or undefined when there is nothing to say. The check
 * has a time budget (TYPECHECK_BUDGET_MS) and is cancelled with the run: a learner's types can make TypeScript
 * work for minutes (a type-only import of 12k overloads once took a 2 s run to 279 s), and its verdict is a notice,
 * never worth holding the run's reports for.
 */
export function typeCheckInBackground(file: string, budgetMs = TYPECHECK_BUDGET_MS): TypeCheck {
  if (!/\.[mc]?ts$/.test(file)) return { result: Promise.resolve(undefined), cancel: () => undefined };
  let cancel: (notice?: string) => void = () => undefined;
  const result = new Promise<string | undefined>((resolve) => {
    const worker = new Worker(`require(${JSON.stringify(REGISTER_TYPESCRIPT)}); require(${JSON.stringify(__filename)});`, {
      eval: true,
      workerData: { file },
    });
    let settled = false;
    const finish = (notice: string | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(notice);
    };
    const shown = relative(process.cwd(), file);
    const timer = setTimeout(
      () => finish(`the type check of ${shown} did not finish within ${budgetMs / 1000} s and was stopped (the run itself is complete)`),
      budgetMs,
    );
    timer.unref();
    cancel = (notice) => finish(notice);
    worker.once('message', (errors: string[]) => {
      if (errors.length === 0) return finish(undefined);
      const listed = errors
        .slice(0, MAX_TYPE_ERRORS_SHOWN)
        .map((e) => `    ${e.replace(/\n/g, '\n    ')}`)
        .join('\n');
      const more = errors.length > MAX_TYPE_ERRORS_SHOWN ? `\n    … and ${errors.length - MAX_TYPE_ERRORS_SHOWN} more` : '';
      finish(`${errors.length} type error(s) in ${shown} (it ran anyway, transpile-only):\n${listed}${more}`);
    });
    worker.once('error', () => finish(undefined)); // a checker that cannot run says nothing rather than something wrong
  });
  return { result, cancel: (notice) => cancel(notice) };
}

/** The check's notice, waiting at most `graceMs` once the scenarios have run; past that it is stopped and says so. */
export function typeCheckNotice(check: TypeCheck | undefined, graceMs = TYPECHECK_GRACE_MS): Promise<string | undefined> {
  if (!check) return Promise.resolve(undefined);
  const timer = setTimeout(
    () => check.cancel(`the type check did not finish within ${graceMs / 1000} s of the scenarios and was stopped (the run itself is complete)`),
    graceMs,
  );
  timer.unref();
  return check.result.finally(() => clearTimeout(timer));
}

if (!isMainThread && parentPort && (workerData as { file?: string } | null)?.file) {
  let errors: string[];
  try {
    errors = typeErrorsOf((workerData as { file: string }).file);
  } catch {
    errors = []; // a checker that cannot run says nothing rather than something wrong
  }
  parentPort.postMessage(errors);
}
