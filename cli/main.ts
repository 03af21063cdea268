/**
 * The kit's command-line tool: verify one implementation, write the reports, say what to fix first.
 * It drives cucumber through its programmatic API (no shell-out), so it works from any directory.
 */
import { loadConfiguration, loadSources, loadSupport, runCucumber } from '@cucumber/cucumber/api';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { useProfile } from '../harness/catalogue';
import { DEFAULT_PROFILE, KIT_ROOT, REPORT_FILES, REPORTS_INDEX } from '../harness/defaults';
import { implementationUnderTest, settingsFromEnv, useImplementation, UsageError } from '../harness/implementation-under-test';
import { describeProfiles, findProfile, profiles, type Profile } from '../harness/profiles';
import { BaselineError, judge, readBaseline, writeBaseline, type BaselineVerdict } from './baseline';
import { separateErrors } from './junit-kinds';
import { CliUsageError, EXIT, HELP, parseOptions, type CliOptions } from './options';
import { renderProfilesIndex, type ProfileRun } from './profiles-index';
import { RunCollector } from './run-summary';
import { locateRow, positionalRowToKey, rowKeysOfOutline } from './scenario-ids';
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

/**
 * Outline rows were once named by position (F001-E3/2); they are named by their case now, so that adding a row
 * renames no other. A baseline with positional ids would silently forgive nothing: refuse it, naming the new ids.
 */
function refusePositionalRowIds(listed: ReadonlySet<string>, profile: Profile, file: string): void {
  const positional = [...listed].map((id) => /^([^/]+)\/(\d+)$/.exec(id)).filter((m): m is RegExpExecArray => m !== null);
  if (positional.length === 0) return;
  const renamed = positional.map((m) => `${m[0]} → ${positionalRowToKey(profile.featuresDir, m[1]!, Number(m[2])) ?? '(no such row now)'}`);
  throw new BaselineError(
    `the baseline ${file} names outline rows by position, as kits before 0.2 did; rows are named by their case now. ` +
      `Write it again with --write-baseline, or rename:\n  ${renamed.join('\n  ')}`,
  );
}

/** The profile a run verifies: --profile, else TODO_KIT_PROFILE, else the default; an unknown one lists what exists. */
function chooseProfile(options: CliOptions): Profile {
  const id = options.profile ?? DEFAULT_PROFILE;
  const profile = findProfile(id);
  if (!profile) throw new CliUsageError(`there is no profile "${id}". The kit has:\n${describeProfiles()}`);
  return profile;
}

export async function run(argv: string[], cwd = process.cwd()): Promise<number> {
  let options: CliOptions;
  let profile: Profile;
  try {
    options = parseOptions(argv);
    if (options.help) {
      console.log(HELP);
      return EXIT.conformant;
    }
    if (options.listProfiles) {
      console.log(`Profiles (todo-kit --profile <id>):\n${describeProfiles()}`);
      return EXIT.conformant;
    }
    profile = chooseProfile(options);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(`todo-kit: ${error.message}\nRun todo-kit --help for the options.`);
    return EXIT.usage;
  }
  // Nothing chosen at all (npm run bdd): the reference of every profile, one report folder each.
  if (options.everyReference) return verifyEveryReference(argv, resolve(cwd, options.reportsDir));
  useProfile(profile);

  let listed: Set<string> | undefined;
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, TODO_KIT_IMPL: options.implementation, TODO_KIT_IMPL_CMD: options.command };
    if (options.validateProtocol) env.TODO_KIT_VALIDATE_PROTOCOL = '1';
    if (options.timeoutMs !== undefined) env.TODO_KIT_TIMEOUT_MS = String(options.timeoutMs);
    useImplementation(settingsFromEnv(env, implementationBase(cwd), profile));
    if (options.baseline && !options.writeBaseline) {
      listed = readBaseline(resolve(cwd, options.baseline));
      refusePositionalRowIds(listed, profile, options.baseline);
    }
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
  runConfiguration.sources.paths = [profile.featureGlob];
  runConfiguration.support.requirePaths = profile.stepGlobs;
  runConfiguration.support.requireModules = []; // bin/todo-kit.js has registered sucrase already
  runConfiguration.formats.stdout = 'progress';
  runConfiguration.formats.files = {
    [join(reportsDir, REPORT_FILES.html)]: 'html',
    [join(reportsDir, REPORT_FILES.junit)]: 'junit',
    [join(reportsDir, REPORT_FILES.messages)]: 'message',
  };
  runConfiguration.formats.options = { ...runConfiguration.formats.options, junit: { suiteName: `${profile.catalogue.profile.document.title} conformance` } };
  if (options.rows.length > 0) {
    const places = options.rows.map(({ id, row }) => locateRow(profile.featuresDir, id, row));
    const unknown = options.rows.filter((_, i) => places[i] === undefined).map(({ id, row }) => `${id}/${row}`);
    if (unknown.length > 0) {
      await implementation.stop();
      const known = options.rows.map(({ id }) => `${id}: ${rowKeysOfOutline(profile.featuresDir, id).join(', ') || 'no such outline'}`);
      console.error(`todo-kit: no outline row ${unknown.join(', ')} (a row id is an outline's @id, a slash and the slug of the row's case). Rows:\n  ${known.join('\n  ')}`);
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

  const collector = new RunCollector();
  await runCucumber({ ...runConfiguration, support }, { cwd: KIT_ROOT }, (envelope) => collector.handle(envelope));
  await implementation.stop();
  const notices: string[] = [];
  if (implementation.sharedState) notices.push(implementation.sharedState.hint);

  const junit = join(reportsDir, REPORT_FILES.junit);
  if (existsSync(junit)) writeFileSync(junit, separateErrors(readFileSync(junit, 'utf8')));

  const typeErrors = await typeCheck;
  if (typeErrors) notices.unshift(typeErrors);
  const outcomes = collector.outcomes;
  const baseline: BaselineVerdict | undefined = listed ? judge(outcomes, listed) : undefined;
  const failing = baseline
    ? baseline.unexpected.length + baseline.stale.length
    : outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped').length;
  const report = { profile: profile.catalogue, implementation: label, outcomes, baseline, notices, conformant: failing === 0 && outcomes.length > 0 };
  console.log(renderTerminal(report));
  writeFileSync(join(reportsDir, REPORT_FILES.summary), renderMarkdown(report));
  // For graders and scripts: one record per scenario, by stable id.
  const record = { profile: profile.id, implementation: label, conformant: report.conformant, outcomes };
  writeFileSync(join(reportsDir, REPORT_FILES.outcomes), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Reports: ${relative(cwd, reportsDir) || '.'}/${Object.values(REPORT_FILES).join(', ')}`);

  if (options.writeBaseline) {
    const path = resolve(cwd, options.baseline!);
    const { written, kept } = writeBaseline(path, outcomes, label);
    const keptNote = kept > 0 ? ` (${kept} kept from scenarios this run did not select)` : '';
    console.log(`\nWrote ${written} expected failure(s)${keptNote} to ${relative(cwd, path) || path}. Run with --baseline ${options.baseline} from now on.`);
    return EXIT.conformant;
  }
  return report.conformant ? EXIT.conformant : EXIT.failures;
}

/**
 * npm run bdd with nothing chosen: the reference of every profile, each in a run (a process) of its own, as a
 * user would run it with --profile, with its reports in <reports>/<profile>/; then an index page linking them.
 * The run is conformant only if every profile's reference is.
 */
async function verifyEveryReference(argv: string[], reportsDir: string): Promise<number> {
  const passOn = argv.filter((arg, i) => arg !== '--reports' && argv[i - 1] !== '--reports' && !arg.startsWith('--reports='));
  const runs: ProfileRun[] = [];
  for (const profile of profiles()) {
    const dir = join(reportsDir, profile.id);
    console.log(`\n=== profile ${profile.id}: ${profile.catalogue.profile.title}`);
    const exitCode = await new Promise<number>((done) => {
      const child = spawn(process.execPath, [join(KIT_ROOT, 'bin', 'todo-kit.js'), '--profile', profile.id, '--reports', dir, ...passOn], { stdio: 'inherit' });
      child.on('close', (code) => done(code ?? EXIT.failures));
    });
    runs.push({ profile, exitCode, reportsDir: dir });
  }
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(join(reportsDir, REPORTS_INDEX), renderProfilesIndex(runs));
  const worst = Math.max(...runs.map((r) => r.exitCode));
  console.log(`\nEvery profile's reference: ${runs.map((r) => `${r.profile.id} ${r.exitCode === 0 ? 'conformant' : `exit ${r.exitCode}`}`).join(', ')}`);
  console.log(`Index of the reports: ${join(relative(process.cwd(), reportsDir) || '.', REPORTS_INDEX)}`);
  return worst;
}
