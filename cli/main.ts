/**
 * The kit's command-line tool: verify one implementation, write the reports, say what to fix first.
 * It drives cucumber through its programmatic API (no shell-out), so it works from any directory.
 */
import { loadConfiguration, loadSources, loadSupport, runCucumber } from '@cucumber/cucumber/api';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { KIT_ROOT } from '../step-definitions/support/implementation-process';
import {
  implementationUnderTest,
  settingsFromEnv,
  useImplementation,
  UsageError,
} from '../step-definitions/support/implementation-under-test';
import { BaselineError, judge, readBaseline, writeBaseline, type BaselineVerdict } from './baseline';
import { separateErrors } from './junit-kinds';
import { CliUsageError, EXIT, HELP, parseOptions, type CliOptions } from './options';
import { RunCollector } from './run-summary';
import { locateRow } from './scenario-ids';
import { renderMarkdown, renderTerminal } from './summary-report';
import { typeCheckInBackground } from './typecheck';

/**
 * Where a relative implementation path starts. `npm run bdd` runs in the kit's folder, but a learner who types
 * TODO_KIT_IMPL=./mine.ts npm run bdd in a subfolder means that subfolder: npm keeps it in INIT_CWD.
 */
function implementationBase(cwd: string): string {
  const viaNpmScript = process.env.npm_lifecycle_event?.startsWith('bdd') && process.env.INIT_CWD;
  return viaNpmScript ? process.env.INIT_CWD! : cwd;
}

export async function run(argv: string[], cwd = process.cwd()): Promise<number> {
  let options: CliOptions;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(`todo-kit: ${error.message}\nRun todo-kit --help for the options.`);
    return EXIT.usage;
  }
  if (options.help) {
    console.log(HELP);
    return EXIT.conformant;
  }

  let listed: Set<string> | undefined;
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, TODO_KIT_IMPL: options.implementation, TODO_KIT_IMPL_CMD: options.command };
    if (options.validateProtocol) env.TODO_KIT_VALIDATE_PROTOCOL = '1';
    if (options.timeoutMs !== undefined) env.TODO_KIT_TIMEOUT_MS = String(options.timeoutMs);
    useImplementation(settingsFromEnv(env, implementationBase(cwd)));
    if (options.baseline && !options.writeBaseline) listed = readBaseline(resolve(cwd, options.baseline));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof BaselineError)) throw error;
    console.error(`todo-kit: ${error.message}`);
    return EXIT.usage;
  }
  const implementation = implementationUnderTest();
  const label = implementation.settings.selection.label;
  console.log(`Verifying ${label}`);
  const { selection, isReference } = implementation.settings;
  const typeCheck = isReference || selection.kind !== 'module' ? Promise.resolve(undefined) : typeCheckInBackground(selection.path);
  // Start the implementation while cucumber loads: a module that cannot load stops the run before any scenario.
  const starting = implementation.ensureStarted().then(
    () => undefined,
    (error: unknown) => error,
  );

  const reportsDir = resolve(cwd, options.reportsDir);
  mkdirSync(reportsDir, { recursive: true });
  const { runConfiguration } = await loadConfiguration({ file: 'cucumber.js' }, { cwd: KIT_ROOT });
  const tags = [options.strict ? '' : runConfiguration.sources.tagExpression, ...options.tags].filter(Boolean);
  runConfiguration.sources.tagExpression = tags.map((t) => `(${t})`).join(' and ');
  runConfiguration.support.requireModules = []; // bin/todo-kit.js has registered sucrase already
  runConfiguration.formats.stdout = 'progress';
  runConfiguration.formats.files = {
    [join(reportsDir, 'cucumber.html')]: 'html',
    [join(reportsDir, 'cucumber.junit.xml')]: 'junit',
    [join(reportsDir, 'cucumber.ndjson')]: 'message',
  };
  if (options.rows.length > 0) {
    const places = options.rows.map(({ id, row }) => locateRow(join(KIT_ROOT, 'features'), id, row));
    const unknown = options.rows.filter((_, i) => places[i] === undefined).map(({ id, row }) => `${id}/${row}`);
    if (unknown.length > 0) {
      await implementation.stop();
      console.error(`todo-kit: no outline row ${unknown.join(', ')} (a row id is an outline's @id, a slash and the row's number)`);
      return EXIT.usage;
    }
    runConfiguration.sources.paths = places as string[];
  }
  const support = await loadSupport(runConfiguration, { cwd: KIT_ROOT });
  const { plan } = await loadSources(runConfiguration.sources, { cwd: KIT_ROOT });
  if (plan.length === 0) {
    await implementation.stop();
    console.error(`todo-kit: no scenario matches the selection (${runConfiguration.sources.tagExpression}). Run todo-kit --help for --only and --tags.`);
    return EXIT.usage;
  }

  const startError = await starting;
  if (startError) {
    console.error(`todo-kit: ${startError instanceof Error ? startError.message : String(startError)}`);
    return EXIT.usage;
  }

  const notices: string[] = [];
  if (implementation.sharesState) notices.push(implementation.sharedStateHint);
  for (const notice of notices) console.log(`\n⚠ ${notice}\n`);

  const collector = new RunCollector();
  await runCucumber({ ...runConfiguration, support }, { cwd: KIT_ROOT }, (envelope) => collector.handle(envelope));
  await implementation.stop();

  const junit = join(reportsDir, 'cucumber.junit.xml');
  if (existsSync(junit)) writeFileSync(junit, separateErrors(readFileSync(junit, 'utf8')));

  const typeErrors = await typeCheck;
  if (typeErrors) notices.unshift(typeErrors);
  const outcomes = collector.outcomes;
  const baseline: BaselineVerdict | undefined = listed ? judge(outcomes, listed) : undefined;
  const failing = baseline
    ? baseline.unexpected.length + baseline.stale.length
    : outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped').length;
  const report = { implementation: label, outcomes, baseline, notices, conformant: failing === 0 && outcomes.length > 0 };
  console.log(renderTerminal(report));
  writeFileSync(join(reportsDir, 'summary.md'), renderMarkdown(report));
  // For graders and scripts: one record per scenario, by stable id.
  writeFileSync(join(reportsDir, 'outcomes.json'), `${JSON.stringify({ implementation: label, conformant: report.conformant, outcomes }, null, 2)}\n`);
  console.log(`Reports: ${relative(cwd, reportsDir) || '.'}/cucumber.html, cucumber.junit.xml, cucumber.ndjson, summary.md, outcomes.json`);

  if (options.writeBaseline) {
    const path = resolve(cwd, options.baseline!);
    const { written, kept } = writeBaseline(path, outcomes, label);
    const keptNote = kept > 0 ? ` (${kept} kept from scenarios this run did not select)` : '';
    console.log(`\nWrote ${written} expected failure(s)${keptNote} to ${relative(cwd, path) || path}. Run with --baseline ${options.baseline} from now on.`);
    return EXIT.conformant;
  }
  return report.conformant ? EXIT.conformant : EXIT.failures;
}
