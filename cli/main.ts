/**
 * The kit's command-line tool: verify one implementation, write the reports, say what to fix first.
 * It drives cucumber through its programmatic API (no shell-out), so it works from any directory.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_PROFILE, KIT_ROOT, REPORT_FILES, REPORTS_INDEX } from '../harness/defaults';
import { shownFrom, within } from '../harness/paths';
import { escapeControl } from '../harness/safe-text';
import { describeProfiles, findProfile, noSuchProfile, profiles, type Profile } from '../harness/profiles';
import { openCallerChannel, type CallerAnswer } from './caller-channel';
import { kitProcessEnv } from './kit-process-env';
import { CliUsageError, EXIT, HELP, parseOptions, type CliOptions } from './options';
import { renderProfilesIndex, type ProfileRun } from './profiles-index';
import { verifyOnce } from './run-once';
import { earlierReportsRemoved, ReportFolder, stopRun } from './report-folder';
import { printHoldOfWorkflowCommands, printStopAnnotation, USAGE_ERROR_TITLE } from './github-actions';

/** The kit's version, from its package.json. */
function kitVersion(): string {
  return (JSON.parse(readFileSync(join(KIT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The profile a run verifies: --profile, else TODO_KIT_PROFILE, else the default; an unknown one lists what exists. */
function chooseProfile(options: CliOptions): Profile {
  const id = options.profile ?? DEFAULT_PROFILE;
  const profile = findProfile(id);
  if (!profile) throw new CliUsageError(noSuchProfile(id));
  return profile;
}

export async function run(argv: string[], cwd = process.cwd()): Promise<number> {
  // Many submissions in one process (cli/grade.ts), loaded only when asked for: a single run does not pay for it.
  if (argv[0] === 'grade') return (require('./grade') as typeof import('./grade')).grade(argv.slice(1), cwd);
  // Its output closed under it (todo-kit … | head): the run stops as a SIGPIPE would stop it, not as an internal
  // error of the kit; the exit listeners remove its unfinished reports and end its implementation.
  const onOutputClosed = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    stopRun('SIGPIPE');
  };
  process.stdout.on('error', onOutputClosed);
  process.stderr.on('error', onOutputClosed);
  const caller = openCallerChannel();
  let options: CliOptions | undefined;
  let profile: Profile;
  try {
    options = parseOptions(argv);
    if (options.help) {
      // With a profile named, what that profile asks of an implementation follows (the plug-in contract, a sample).
      const asked = options.profile === undefined ? undefined : findProfile(options.profile);
      if (!asked) console.log(HELP);
      else {
        const { profileHelp } = require('../harness/implementation-under-test') as typeof import('../harness/implementation-under-test');
        console.log(`${HELP}\n\nThe ${asked.id} profile\n${profileHelp(asked)}`);
      }
      return EXIT.conformant;
    }
    if (options.version) {
      console.log(`todo-kit ${kitVersion()} (Node ${process.versions.node})`);
      return EXIT.conformant;
    }
    if (options.listProfiles) {
      console.log(`Profiles (todo-kit --profile <id>):\n${describeProfiles()}`);
      return EXIT.conformant;
    }
    profile = chooseProfile(options);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(escapeControl(`todo-kit: ${error.message}\nRun todo-kit --help for the options.`));
    printStopAnnotation(USAGE_ERROR_TITLE, error.message);
    const reportsDir = error.reportsDir ?? (options as CliOptions | undefined)?.reportsDir;
    // Said, not done silently (a mistyped option emptied the folder without a word).
    const removed = reportsDir === undefined ? [] : removeEarlierReports(resolve(cwd, reportsDir));
    for (const folder of removed) console.error(earlierReportsRemoved(shownFrom(cwd, folder)));
    return EXIT.usage;
  }
  // Nothing chosen at all (npm run bdd): the reference of every profile, one report folder each. Outside the kit's
  // folder (npx todo-kit in a learner's project), no implementation named is a forgotten path, with --profile or
  // --only too: say so, and write nothing (a run of the kit's reference replaced the learner's reports).
  if (options.implementation === undefined && options.command === undefined && !options.listProfiles && !within(cwd, KIT_ROOT)) {
    console.error(NAME_AN_IMPLEMENTATION);
    printStopAnnotation(USAGE_ERROR_TITLE, 'no implementation named: name a module, its folder, or a program with --cmd (npx todo-kit --help)');
    return EXIT.usage;
  }
  // From here on, an implementation's words reach the output: in GitHub Actions, none is taken for a workflow command
  // (github-actions.ts). Help, a version or a list print before, as they are.
  printHoldOfWorkflowCommands();
  if (options.everyReference) {
    if (caller) {
      // verify() answers one run's record: every profile's reference would be five, after a minute.
      console.error(
        escapeControl(`todo-kit: verify() runs one implementation: name it (a module, its folder, or --cmd "…"), or --profile and the kit's reference`),
      );
      printStopAnnotation(USAGE_ERROR_TITLE, 'verify() runs one implementation: name it');
      return EXIT.usage;
    }
    return verifyEveryReference(argv, resolve(cwd, options.reportsDir));
  }
  // Started by verify(): the record and summary as written, handed over whole (usage errors have none: the caller reads their exit code).
  let written: Omit<CallerAnswer, 'reports'> | undefined;
  const exitCode = await verifyOnce(options, profile, cwd, { recorded: (record, summary, text) => (written = { record, summary, text }) });
  if (caller && written) await caller.answer({ reports: resolve(cwd, options.reportsDir), ...written });
  return exitCode;
}

/** Whether a folder holds a run's reports: an outcomes.json the kit wrote (a profile and outcomes), not a page of one's own. */
function holdsKitReports(dir: string): boolean {
  try {
    const record = JSON.parse(readFileSync(join(dir, REPORT_FILES.outcomes), 'utf8')) as { profile?: unknown; outcomes?: unknown };
    return typeof record.profile === 'string' && Array.isArray(record.outcomes);
  } catch {
    return false;
  }
}

/**
 * A run stopped by a usage error removes the reports it would have replaced, as one that cannot finish does
 * (report-folder.ts): an earlier run's outcomes.json must not be read as this run's verdict. Only a folder that
 * exists, and only the kit's report files in it; one that another run holds keeps its reports.
 */
function removeEarlierReports(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  // npm run bdd writes one folder per profile (reports/<profile>/) and an index of them: those, when it wrote them.
  const folders = holdsKitReports(dir)
    ? [dir]
    : profiles()
        .map((profile) => join(dir, profile.id))
        .filter((sub) => existsSync(sub) && holdsKitReports(sub));
  const removed: string[] = [];
  for (const folder of folders) {
    try {
      if (ReportFolder.open(folder).abandon().length > 0) removed.push(folder);
    } catch {
      // another run is writing there, or the folder cannot be written: its reports are not this run's to remove
    }
  }
  if (folders.length > 0 && folders[0] !== dir) rmSync(join(dir, REPORTS_INDEX), { force: true });
  return removed;
}

const NAME_AN_IMPLEMENTATION = `todo-kit: name the implementation to verify, e.g.
  npx todo-kit ./src/registry.ts                     a module (.ts .mts .cts .js .mjs .cjs) or its project's folder
  npx todo-kit --cmd "python3 todo_registry.py"      a program in any language, over the line protocol
With nothing named, the kit checks its own reference implementations: that is npm run bdd, in the kit's own folder.
npx todo-kit profiles lists the contracts (choose one with --profile <id>); npx todo-kit --help says more.`;

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
      const child = spawn(process.execPath, [join(KIT_ROOT, 'bin', 'todo-kit.js'), '--profile', profile.id, '--reports', dir, ...passOn], {
        stdio: 'inherit',
        env: kitProcessEnv(passOn),
      });
      child.on('close', (code) => done(code ?? EXIT.failures));
    });
    runs.push({ profile, exitCode, reportsDir: dir });
  }
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(join(reportsDir, REPORTS_INDEX), renderProfilesIndex(runs));
  const worst = Math.max(...runs.map((r) => r.exitCode));
  console.log(`\nEvery profile's reference: ${runs.map((r) => `${r.profile.id} ${r.exitCode === 0 ? 'conformant' : `exit ${r.exitCode}`}`).join(', ')}`);
  console.log(`\nOpen first: ${pathToFileURL(join(reportsDir, REPORTS_INDEX)).href}`);
  return worst;
}
