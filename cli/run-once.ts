/**
 * One run: one profile against one implementation, reports written, exit code answered. The command-line tool
 * (cli/main.ts) calls it once per process; `todo-kit grade` (cli/grade-worker.ts) calls it once per submission in
 * a process that loaded the profile's support code once, so a graded submission's reports are made by exactly the
 * code that makes a single run's.
 */
import './fast-step-matching'; // before cucumber loads: native match indices (see the file)
import './plain-step-scope'; // steps run without cucumber's AsyncLocalStorage (see the file)
import { cucumberApi, kitRunConfiguration } from './cucumber-api'; // before cucumber loads (see the file)
import type { ISupportCodeLibrary } from '@cucumber/cucumber/api';
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { shownFrom } from '../harness/paths';
import { pathToFileURL } from 'node:url';
import { Writable } from 'node:stream';
import { useProfile } from '../harness/catalogue';
import { KIT_ROOT, REPORT_FILES } from '../harness/defaults';
import { implementationUnderTest, settingsFromEnv, useImplementation, UsageError } from '../harness/implementation-under-test';
import { gradedFileNames } from '../harness/implementation-process';
import { freshRunScratch, moduleReads, useIsolation, type Confinement } from '../harness/isolation';
import type { Profile } from '../harness/profiles';
import { escapeControl, safeText } from '../harness/safe-text';
import { BaselineError, checkBaselineProfile, checkBaselineTarget, judge, readBaseline, updateBaseline, writeBaseline, type BaselineVerdict } from './baseline';
import { renderJUnit, renderNotStarted } from './junit-report';
import { renderLandingPage } from './landing-page';
import { MessageReports } from './message-reports';
import { cacheFeaturePaths } from './feature-paths-cache';
import { cacheGherkinParsing } from './gherkin-cache';
import { EXIT, withArticle, type CliOptions } from './options';
import { RunCollector, type RunProgress } from './run-summary';
import { nearest } from '../harness/nearest';
import { locateRow, positionalRowToKey, rowKeysOfOutline, scenarioIdsOf } from './scenario-ids';
import { letThrough, stopAnnotation, USAGE_ERROR_TITLE } from './github-actions';
import { passes, renderAnnotations, renderMarkdown, renderTerminal, type OutcomesRecord } from './summary-report';
import { earlierReportsRemoved, ReportFolder, stoppedLine } from './report-folder';
import { typeCheckInBackground, typeCheckNotice } from './typecheck';

/** Where a run's words go: the terminal for a single run, a log file per submission when grading. */
export interface RunOutput {
  log(text: string): void;
  error(text: string): void;
  /** Cucumber's progress dots and failure summary; without it (a graded submission), cucumber makes none. */
  progress?: Writable;
}

export const terminalOutput: RunOutput = {
  log: (text) => console.log(text),
  // A message may quote a path or an implementation's words: control characters are shown, never obeyed.
  error: (text) => console.error(escapeControl(text)),
  progress: process.stdout,
};

/**
 * A run that cannot go on (exit 2): its reason, and in a single run in GitHub Actions an annotation of it as well
 * (graded, the submission's log and the scoreboard say it).
 */
function cannotRun(out: RunOutput, extras: RunExtras, message: string, title = USAGE_ERROR_TITLE): number {
  out.error(`todo-kit: ${message}`);
  const annotation = extras.output === undefined ? stopAnnotation(title, message) : undefined;
  if (annotation) for (const line of letThrough([annotation])) out.log(line);
  return EXIT.usage;
}

/** Cucumber's formatter for a run without progress output: one that writes nothing (the file says why). */
const SILENT_FORMATTER = pathToFileURL(join(__dirname, 'silent-formatter.cjs')).href;
/** Cucumber's progress output, with the first few failures in full (the file says why). */
const PROGRESS_FORMATTER = pathToFileURL(join(__dirname, 'progress-formatter.cjs')).href;

/** A stream that drops what it is given: cucumber's stdout when its formatter there writes nothing. */
function discard(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

export interface RunExtras {
  output?: RunOutput;
  /** The profile's support code, loaded once by a grading process (loadProfileSupport); loaded here otherwise. */
  support?: ISupportCodeLibrary;
  /** Write cucumber.html (default true): the heaviest report, optional in bulk grading. */
  html?: boolean;
  /** Type-check a TypeScript module alongside the run (default true). */
  typecheck?: boolean;
  /**
   * How long the run waits for its type check once the scenarios are over (default TYPECHECK_GRACE_MS, for a learner
   * waiting at a terminal): a grading waits for it within its own time (TYPECHECK_BUDGET_MS, and the submission's
   * --budget), so that a busy machine does not leave a student's row without its type errors.
   */
  typecheckGraceMs?: number;
  /** Given, once the scenarios start, a way to read how far the run has got (a grading process answers with it). */
  watch?: (progress: () => RunProgress) => void;
  /** A graded submission: what its module may read of its package (harness/isolation.ts confinedReads). */
  confine?: Confinement;
  /** Told the run's record and summary as they are written (a run for verify(): cli/caller-channel.ts). */
  recorded?: (record: OutcomesRecord, summary: string, text: string) => void;
}

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

/** Cucumber's configuration for a profile: the kit's cucumber.cjs with the profile's features and steps. */
async function profileConfiguration(profile: Profile) {
  const runConfiguration = await kitRunConfiguration();
  runConfiguration.sources.paths = [profile.featureGlob];
  runConfiguration.support.requirePaths = profile.stepGlobs;
  runConfiguration.support.requireModules = []; // the process has registered sucrase already
  return runConfiguration;
}

/**
 * A profile's step definitions and hooks, loaded once for many runs in one process. A process loads one
 * profile's support only: the common steps are Node modules, which register with the first library that
 * requires them and never again.
 */
export async function loadProfileSupport(profile: Profile): Promise<ISupportCodeLibrary> {
  useProfile(profile); // some steps read the catalogue as they load
  return cucumberApi().loadSupport(await profileConfiguration(profile), { cwd: KIT_ROOT });
}

/** How many scenarios a selection has, by paths and tags: a grading process asks the same question per submission. */
const planSizes = new Map<string, number>();

async function scenarioCount(sources: Sources): Promise<number> {
  const key = JSON.stringify([sources.paths, sources.tagExpression, sources.names]);
  let count = planSizes.get(key);
  if (count === undefined) {
    count = (await cucumberApi().loadSources(sources, { cwd: KIT_ROOT })).plan.length;
    planSizes.set(key, count);
  }
  return count;
}

type Sources = Awaited<ReturnType<typeof profileConfiguration>>['sources'];

/**
 * The profile's sources narrowed as the options say (--strict, then --tags and --only, then outline rows), in place,
 * and the run they are a part of (`whole`: the run without the user's selection); or why they cannot be: a row that
 * does not exist.
 */
function narrowSources(options: CliOptions, profile: Profile, sources: Sources): { whole: Sources } | { problem: string } {
  const whole = { ...sources, tagExpression: options.strict ? '' : sources.tagExpression };
  const tags = [whole.tagExpression, ...options.tags].filter(Boolean);
  sources.tagExpression = tags.map((t) => `(${t})`).join(' and ');
  if (options.rows.length > 0) {
    const places = options.rows.map(({ id, row }) => locateRow(profile.featuresDir, id, row));
    const unknown = options.rows.filter((_, i) => places[i] === undefined).map(({ id, row }) => `${id}/${row}`);
    if (unknown.length > 0) {
      const known = options.rows.map(({ id }) => `${id}: ${rowKeysOfOutline(profile.featuresDir, id).join(', ') || 'no such outline'}`);
      return {
        problem: `no outline row ${unknown.join(', ')} (a row id is an outline's @id, a slash and the slug of the row's case). Rows:\n  ${known.join('\n  ')}`,
      };
    }
    sources.paths = places as string[];
  }
  return { whole };
}

/**
 * How many scenarios the user's selection (--only, --tags) has, or why it cannot run: none matches. Only such a
 * selection can be empty; a profile's own never is (its reference run says so). Counting parses every feature, so a
 * plain run does not ask (selected: undefined), and a narrowed one keeps the parse for the run.
 */
async function countSelected(options: CliOptions, profile: Profile, sources: Sources): Promise<{ selected?: number } | { problem: string }> {
  const narrowed = options.tags.length > 0 || options.rows.length > 0;
  if (narrowed) cacheFeaturePaths(); // the count's look for the feature files then serves the run
  cacheGherkinParsing(); // and so does its parse, as an earlier run's does (the file says how)
  const selected = narrowed ? await scenarioCount(sources) : undefined;
  if (selected === 0) return { problem: `${whyNothingMatches(options, profile, sources.tagExpression)} Run todo-kit --help for --only and --tags.` };
  return { selected };
}

/**
 * Why a selection cannot run with this profile (a row that does not exist, nothing matched), or undefined: for
 * todo-kit grade, which says it once before any submission, where every submission's run would stop on it.
 */
export async function selectionProblem(options: CliOptions, profile: Profile): Promise<string | undefined> {
  const { sources } = await profileConfiguration(profile);
  const narrowing = narrowSources(options, profile, sources);
  if ('problem' in narrowing) return narrowing.problem;
  const counted = await countSelected(options, profile, sources);
  return 'problem' in counted ? counted.problem : undefined;
}

/**
 * Verify one implementation against one profile, as the options say; answers the exit code. The reports go to a
 * staging folder and replace the previous run's only when the run finished (report-folder.ts): a run that stops
 * early, for whatever reason, leaves no report that could be read as its verdict. A wrong --reports or --baseline
 * is refused before anything runs.
 */
/**
 * Why a selection selects nothing: the scenario ids of --only that no scenario has (with the nearest that one does,
 * and how ids look), else the tag expression that matched nothing. Read only when nothing matched.
 */
function whyNothingMatches(options: CliOptions, profile: Profile, expression: string): string {
  const known = options.onlyIds.length > 0 ? scenarioIdsOf(profile.featuresDir) : [];
  const unknown = options.onlyIds.filter((id) => !known.includes(id));
  if (unknown.length === 0) return `no scenario matches the selection (${expression}).`;
  const named = unknown.map((id) => {
    const near = nearest(id, known);
    return `${id}${near ? ` (did you mean ${near}?)` : ''}`;
  });
  return (
    `no scenario of profile ${profile.id} has the id ${named.join(', ')}. Its ids are ${known.slice(0, 3).join(', ')}, … ` +
    `(${known.length}, the strict run's included: an outline's rows share its id, and one row is <id>/<case>, as the summary prints them); ` +
    `--only also takes ${withArticle(profile.catalogue.profile.document.short)} item such as ${profile.catalogue.requirements[0]!.id.split('.')[0]}.`
  );
}

export async function verifyOnce(options: CliOptions, profile: Profile, cwd: string, extras: RunExtras = {}): Promise<number> {
  const out = extras.output ?? terminalOutput;
  let folder: ReportFolder;
  try {
    if (options.baseline) checkBaselineTarget(resolve(cwd, options.baseline), options.writeBaseline, profile.id);
    folder = ReportFolder.open(resolve(cwd, options.reportsDir), (signal) => out.error(stoppedLine(signal)));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof BaselineError)) throw error;
    return cannotRun(out, extras, error.message);
  }
  const cleanUps: (() => void)[] = [];
  try {
    const exitCode = await verifyInto(folder, cleanUps, options, profile, cwd, extras);
    // A usage error writes nothing, but an implementation that did not start: its JUnit file, for CI's test report.
    if (exitCode === EXIT.usage && !existsSync(join(folder.staging, REPORT_FILES.junit))) {
      // Said, not done silently: a learner who mistyped a path found the last run's reports gone.
      const removed = folder.abandon();
      if (removed.length > 0) out.error(earlierReportsRemoved(shownFrom(cwd, folder.dir)));
    } else folder.commit();
    return exitCode;
  } finally {
    for (const cleanUp of cleanUps) cleanUp();
    folder.abandon(); // after a commit, nothing to do; after a throw, the stale reports go
  }
}

async function verifyInto(
  folder: ReportFolder,
  cleanUps: (() => void)[],
  options: CliOptions,
  profile: Profile,
  cwd: string,
  extras: RunExtras,
): Promise<number> {
  const out = extras.output ?? terminalOutput;
  useProfile(profile);
  freshRunScratch(); // nothing of the run before (a grading process's last submission) is left for this one
  useIsolation({
    passEnv: options.passEnv ?? [],
    allowChildren: options.allowChildren ?? false,
    sandbox: options.sandbox ?? false,
    memoryMiB: options.memoryMiB,
    ...(extras.confine !== undefined && { confine: extras.confine }),
  });

  let listed: Set<string> | undefined;
  /** The baseline's entries that name no scenario of the profile: they can never match (a notice says so). */
  let deadEntries: string[] = [];
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, TODO_KIT_IMPL: options.implementation, TODO_KIT_IMPL_CMD: options.command };
    if (!options.profileFromEnv) delete env.TODO_KIT_PROFILE; // typed, --profile chose it: the variable is no reason
    if (options.validateProtocol) env.TODO_KIT_VALIDATE_PROTOCOL = '1';
    if (options.timeoutMs !== undefined) env.TODO_KIT_TIMEOUT_MS = String(options.timeoutMs);
    useImplementation(settingsFromEnv(env, implementationBase(cwd), profile));
    if (options.baseline && !options.writeBaseline) {
      const baseline = readBaseline(resolve(cwd, options.baseline));
      listed = baseline.ids;
      refusePositionalRowIds(listed, profile, options.baseline);
      deadEntries = checkBaselineProfile(baseline, options.baseline, profile.id, scenarioIdsOf(profile.featuresDir));
    }
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof BaselineError)) throw error;
    return cannotRun(out, extras, error.message);
  }
  const implementation = implementationUnderTest();
  const label = implementation.settings.selection.label;
  out.log(`Verifying ${label}`);
  const { selection, isReference } = implementation.settings;
  const checked = options.typecheck && extras.typecheck !== false && !isReference && selection.kind === 'module' ? selection.path : undefined;
  // Graded, it reads what the module may read, no more: a submission refused for a link it leads through is not checked.
  const roots = checked !== undefined && extras.confine !== undefined ? readsOf(checked) : undefined;
  const unreadable = extras.confine !== undefined && roots === undefined;
  const typeCheck =
    checked !== undefined && !unreadable ? typeCheckInBackground(checked, undefined, { cwd, roots, names: gradedFileNames(checked) }) : undefined;
  if (typeCheck) cleanUps.push(() => typeCheck.cancel());
  // Start the implementation while cucumber loads: a module that cannot load stops the run before any scenario.
  const starting = implementation.ensureStarted().then(
    () => undefined,
    (error: unknown) => error,
  );
  // Its initialize request waits for the end of this tick (requests of one tick share a write); let it go before
  // cucumber's loading holds the event loop.
  await new Promise((resolve) => setImmediate(resolve));

  const reportsDir = folder.staging; // moved to folder.dir once the run is complete
  const runConfiguration = await profileConfiguration(profile);
  const narrowing = narrowSources(options, profile, runConfiguration.sources);
  if ('problem' in narrowing) {
    await implementation.stop();
    return cannotRun(out, extras, narrowing.problem);
  }
  const { whole } = narrowing;
  runConfiguration.formats.stdout = out.progress ? PROGRESS_FORMATTER : SILENT_FORMATTER;
  // The progress formatter's closing words: with a baseline, "What to fix first" lists only the failures it does not.
  runConfiguration.formats.options = { ...runConfiguration.formats.options, ...(listed && { todoKitBaselineIds: [...listed] }) };
  // cucumber.ndjson and cucumber.html are written from the run's envelopes at its end (message-reports.ts says why).
  runConfiguration.formats.files = {};
  const support = extras.support ?? (await cucumberApi().loadSupport(runConfiguration, { cwd: KIT_ROOT }));
  const counted = await countSelected(options, profile, runConfiguration.sources);
  if ('problem' in counted) {
    await implementation.stop();
    return cannotRun(out, extras, counted.problem);
  }
  const { selected } = counted;
  // A narrowed run says what it ran, and makes no claim of conformance (summary-report.ts passes and verdict).
  const total = selected === undefined ? undefined : await scenarioCount(whole);
  const narrowedTo = selected !== undefined && total! > selected ? { selected, total: total!, by: options.selectedBy } : undefined;

  const startError = await starting;
  if (startError) {
    const message = startError instanceof Error ? startError.message : String(startError);
    // The one report of a run whose implementation did not start (junit-report.ts).
    writeFileSync(join(reportsDir, REPORT_FILES.junit), renderNotStarted(profile.catalogue.profile.document.title, label, message));
    const exitCode = cannotRun(out, extras, message, 'todo-kit: the implementation did not start');
    out.log(`Reports: ${shownFrom(cwd, folder.dir)}/${REPORT_FILES.junit} alone (this error, for a CI test report)`);
    return exitCode;
  }

  const collector = new RunCollector();
  extras.watch?.(() => collector.progress());
  const messageReports = new MessageReports(extras.html !== false);
  await cucumberApi().runCucumber({ ...runConfiguration, support }, { cwd: KIT_ROOT, stdout: out.progress ?? discard() }, (envelope) => {
    collector.handle(envelope);
    messageReports.add(envelope);
  });
  await implementation.stop();
  await messageReports.write(join(reportsDir, REPORT_FILES.messages), join(reportsDir, REPORT_FILES.html));
  const notices: string[] = [];
  if (implementation.sharedState) notices.push(implementation.sharedState.hint);
  notices.push(...implementation.notices);
  if (deadEntries.length > 0) {
    notices.push(
      `${deadEntries.length} entr${deadEntries.length === 1 ? 'y' : 'ies'} of the baseline ${options.baseline} name${deadEntries.length === 1 ? 's' : ''} no ` +
        `scenario of the ${profile.id} profile, and can never match: ${deadEntries.join(', ')}. The kit renamed or dropped ` +
        'those scenarios since the baseline was written: remove the entries, or write it again with --write-baseline',
    );
  }

  const typeNotice = await typeCheckNotice(typeCheck, extras.typecheckGraceMs);
  if (typeNotice) notices.unshift(typeNotice);
  const typeErrors = await typeCheck?.errors;
  const outcomes = collector.outcomes;
  // --write-baseline: the failures of this run are listed now, so its reports judge by the baseline just written, as
  // the runs after it will (its exit code is 0: every report says NO NEW FAILURES, none that it is not conformant alone).
  let baselineWritten: string | undefined;
  if (options.writeBaseline) {
    const path = resolve(cwd, options.baseline!);
    const { ids, kept } = writeBaseline(path, outcomes, label, profile.id);
    const keptNote = kept > 0 ? ` (${kept} kept from scenarios this run did not select)` : '';
    baselineWritten = `\nWrote ${ids.size} expected failure(s)${keptNote} to ${relative(cwd, path) || path}. Run with --baseline ${options.baseline} from now on.`;
    listed = ids;
  }
  let baseline: BaselineVerdict | undefined = listed ? judge(outcomes, listed) : undefined;
  // --update-baseline: the entries that now pass leave the file, so they are no longer stale.
  let updated: string | undefined;
  if (options.updateBaseline && baseline) {
    const path = resolve(cwd, options.baseline!);
    const { removed, remaining } = updateBaseline(path, outcomes);
    baseline = { ...baseline, stale: [] };
    updated =
      removed.length === 0
        ? `\nThe baseline ${relative(cwd, path) || path} is up to date: no entry of it passes yet (${remaining} remain).`
        : `\nRemoved ${removed.length} entr${removed.length === 1 ? 'y that now passes' : 'ies that now pass'} from ${relative(cwd, path) || path} (${removed.join(', ')}); ${remaining} remain.`;
  }
  const failing = outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped').length;
  const report = {
    profile: profile.catalogue,
    implementation: label,
    outcomes,
    baseline,
    notices,
    selection: narrowedTo,
    strict: options.strict,
    conformant: failing === 0 && outcomes.length > 0 && !narrowedTo,
  };
  const text = renderTerminal(report);
  out.log(text);
  // In a GitHub Actions job, what to fix first is shown beside the job too (a single run's; a grading's are students').
  if (process.env.GITHUB_ACTIONS === 'true' && extras.output === undefined) for (const line of letThrough(renderAnnotations(report))) out.log(line);
  // The report files list every type error; the terminal, the first few (typecheck.ts).
  const everyTypeError = typeNotice && (await typeCheck?.listed);
  const filed = everyTypeError ? { ...report, notices: notices.map((notice) => (notice === typeNotice ? everyTypeError : notice)) } : report;
  const summary = renderMarkdown(filed);
  writeFileSync(join(reportsDir, REPORT_FILES.summary), summary);
  // For graders and scripts: one record per scenario, by stable id.
  // The type check's notice is counted in typeErrors; the other findings are kept as shown.
  const findings = notices.filter((notice) => notice !== typeNotice).map((notice) => safeText(notice));
  const record: OutcomesRecord = {
    profile: profile.id,
    implementation: label,
    conformant: report.conformant,
    strict: options.strict,
    ...(narrowedTo && { selection: narrowedTo }),
    ...(typeErrors !== undefined && { typeErrors }),
    // A check that said something and counted nothing ran out of time (one that cannot run says nothing).
    ...(typeNotice !== undefined && typeErrors === undefined && { typeCheck: 'unfinished' as const }),
    ...(findings.length > 0 && { notices: findings }),
    ...(baseline && {
      baseline: { passes: passes(report), expected: baseline.expected.length, new: baseline.unexpected.length, stale: baseline.stale.length },
    }),
    outcomes,
  };
  writeFileSync(join(reportsDir, REPORT_FILES.outcomes), `${JSON.stringify(record, null, 2)}\n`);
  extras.recorded?.(record, summary, text.trim());
  // JUnit from the same outcomes, built as XML, not edited as text (junit-report.ts).
  writeFileSync(
    join(reportsDir, REPORT_FILES.junit),
    // Named after the implementation too: a CI job that gathers a class's reports (todo-kit grade) tells them apart.
    renderJUnit(`${profile.catalogue.profile.document.title} conformance: ${label}`, outcomes, {
      seconds: collector.seconds,
      ...(baseline && { expected: new Set(baseline.expected.map((o) => o.id)), stale: new Set(baseline.stale.map((o) => o.id)) }),
    }),
  );
  const htmlReport = extras.html === false ? undefined : REPORT_FILES.html;
  const written = Object.values(REPORT_FILES).filter((file) => htmlReport !== undefined || file !== REPORT_FILES.html);
  const others = written.filter((file) => file !== REPORT_FILES.landing && file !== htmlReport);
  const landing = join(reportsDir, REPORT_FILES.landing);
  writeFileSync(landing, renderLandingPage(filed, { htmlReport, otherReports: others }));
  out.log(`Reports: ${shownFrom(cwd, folder.dir)}/${written.join(', ')}`);
  if (updated) out.log(updated);

  let exitCode: number = passes(report) ? EXIT.conformant : EXIT.failures;
  if (baselineWritten) {
    out.log(baselineWritten);
    exitCode = EXIT.conformant;
  }
  // The last line: the page to open first, as a link a terminal can follow.
  out.log(`\nOpen first: ${pathToFileURL(join(folder.dir, REPORT_FILES.landing)).href}`);
  return exitCode;
}

/** What a module's type check may read: what the module may (isolation.ts); undefined where the module may not load. */
function readsOf(modulePath: string): string[] | undefined {
  try {
    return moduleReads(modulePath);
  } catch (error) {
    if (error instanceof UsageError) return undefined; // its load says why
    throw error;
  }
}
