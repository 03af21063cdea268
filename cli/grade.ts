/**
 * todo-kit grade: verify many submissions in one go, for course authors. Each submission is verified as a single
 * run would verify it (same checks, same reports, in <out>/<name>/), but the profile's steps are loaded once per
 * grading process instead of once per submission, and --jobs processes run side by side. Then a scoreboard:
 * scoreboard.csv, scoreboard.json, scoreboard.md and scoreboard.html in <out>. --shard i/n grades a stable slice; --merge joins the
 * scoreboards of shards (one CI machine each) into one.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_GRADE_BUDGET_MS, DEFAULT_GRADE_JOBS, DEFAULT_PROFILE, KIT_ROOT, SCOREBOARD_FILES, UNFINISHED_WRITE_MS } from '../harness/defaults';
import { sandboxProgram } from '../harness/isolation';
import { holdsCode, INTERPRETERS } from '../harness/module-entry';
import { isFolderItself, shownFrom, within } from '../harness/paths';
import { escapeControl, truncate } from '../harness/safe-text';
import { findProfile, noSuchProfile, requiredExports } from '../harness/profiles';
import { gradeAll, type GradeJob, type GradeResult } from './grade-pool';
import { UsageError } from '../harness/outcomes';
import { CliUsageError, EXIT, explainParseError, parseOptions } from './options';
import { endBySignal, exitCodeOfSignal, STOP_CAUSES, STOP_SIGNALS, takeLock } from './report-folder';
import { OUTCOME_KINDS } from './run-summary';
import {
  keptRow,
  readScoreboard,
  scoreboardIn,
  rowOf,
  stoppedText,
  tallyOf,
  withWhyFile,
  writeScoreboard,
  type GradingSettings,
  type Scoreboard,
  type ScoreboardRow,
  KILLED,
  type Stopped,
  UNFINISHED,
  judgedOptions,
  judgedWith,
} from './scoreboard';
import { EarlierReports, removeLeftAside } from './earlier-reports';
import { findSubmissions, nameKey, parseShard, shardOf, type Submission } from './submissions';
import { printHoldOfWorkflowCommands, printStopAnnotation } from './github-actions';

export const GRADE_HELP = `todo-kit grade: verify many submissions, write each one's reports and a scoreboard.

Usage
  todo-kit grade <submissions…> [--profile <id>] [--jobs N] [--out <dir>] [options]
  todo-kit grade --merge <out dirs…> --out <dir>

  A submission is a module file, or a folder: the module --entry names, else package.json's main, else an index
  or src/index module, else the one module it holds, else the one that exports the contract's factory; a folder of
  them grades each (a folder in which no module is found is scored "did not load", with what it holds). Reports go
  to <out>/<name>/ (the files of a single run), the scoreboard to <out>/scoreboard.csv, scoreboard.json,
  scoreboard.md (for a CI job's summary) and scoreboard.html (verdict, outcomes by kind, concept scores, a link to
  each report).

Options
  --profile <id>       The contract (default: ${DEFAULT_PROFILE}). TODO_KIT_PROFILE=<id> does the same, but
                       never over an --out graded against another profile (refused: give --profile).
  --jobs <N>           Submissions verified at once (default: ${DEFAULT_GRADE_JOBS}; about one per core).
  --out <dir>          Where the reports and the scoreboard go (default: ./grades).
  --budget <seconds>   The most one submission may take in all; past it, it is stopped and scored
                       "over budget" (default: ${DEFAULT_GRADE_BUDGET_MS / 1000}).
  --no-typecheck       Do not type-check TypeScript submissions (about 2 s of CPU for a grading process's
                       first, a tenth of that for each next one with the same compiler settings).
  --no-html            Write no cucumber.html and no scoreboard.html (the heaviest files); a scoreboard.html
                       already in --out is kept current.
  --entry <path>       The module inside each submission's folder, e.g. --entry src/registry.ts (a folder
                       without it: the module found as without --entry).
  --cmd "<template>"   Programs in any language: {} stands for each submission's path. A folder without the
                       file the command names, and with a module, is graded as the module (a class of both).
                         todo-kit grade submissions/ --cmd "python3 {}/todo_registry.py"
  --shard <i/n>        Grade only slice i of n (stable: a submission's slice depends on its name only).
  --merge <dirs…>      Join the scoreboards (and report folders) of gradings into --out: the shards of one grading,
                       or gradings of different submissions (two classes, say).
  --strict, --tags, --only, --timeout, --validate-protocol, --sandbox, --pass-env, --allow-children, --memory
                       As for a single run, for every submission (--sandbox: each --cmd program under bubblewrap).

Exit codes
  0  every submission was graded (whatever its verdict: see the scoreboard)
  1  the kit failed on some submission (verdict "kit error")
  2  usage error
  130, 143, 129  stopped by Ctrl-C (SIGINT), SIGTERM or SIGHUP (141: its output closed; 129: ended by SIGHUP
            itself, as a shell reports it): every grading process
            ends its run as a stopped single run does, and its temporary files are removed; the reports
            of the submissions graded so far stay, and so do an earlier grading's of those not graded
            to the end. The scoreboard lists both, and says it was stopped and who has no row (a shard
            writes none)`;

interface GradeOptions {
  submissions: string[];
  profile: string;
  jobs: number;
  out: string;
  budgetMs: number;
  typecheck: boolean;
  html: boolean;
  command?: string;
  entry?: string;
  shard?: { index: number; count: number };
  merge: boolean;
  /** Options passed on to every submission's run. */
  passOn: string[];
  /** Whether the profile is TODO_KIT_PROFILE's (no --profile given): one left set in a shell or a CI job's env. */
  profileFromEnv?: boolean;
}

function positiveInteger(text: string, what: string): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw new CliUsageError(`${what} takes a whole number from 1, not "${text}"`);
  return value;
}

/** todo-kit grade's options; --strict to --allow-children are handed on to every submission's run. */
const GRADE_OPTIONS = {
  profile: { type: 'string' },
  jobs: { type: 'string' },
  out: { type: 'string' },
  budget: { type: 'string' },
  'no-typecheck': { type: 'boolean', default: false },
  'no-html': { type: 'boolean', default: false },
  cmd: { type: 'string' },
  entry: { type: 'string' },
  shard: { type: 'string' },
  merge: { type: 'boolean', default: false },
  strict: { type: 'boolean', default: false },
  tags: { type: 'string', multiple: true },
  only: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  'validate-protocol': { type: 'boolean', default: false },
  sandbox: { type: 'boolean', default: false },
  'pass-env': { type: 'string', multiple: true },
  'allow-children': { type: 'boolean', default: false },
  memory: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** A single run's options typed to todo-kit grade: what grade has instead. */
const SINGLE_RUN_OPTIONS: Readonly<Record<string, string>> = {
  '--reports': "it is a single run's; todo-kit grade writes each submission's reports under --out <dir>/<name>/",
  '--baseline': "it is a single run's: a baseline lists one implementation's failures, not a class's",
};

export function parseGradeOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): GradeOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: GRADE_OPTIONS,
    });
  } catch (error) {
    throw new CliUsageError(
      explainParseError(
        error as Error,
        Object.keys(GRADE_OPTIONS).map((name) => `--${name}`),
        SINGLE_RUN_OPTIONS,
      ),
    );
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const profile = (values.profile ?? env.TODO_KIT_PROFILE ?? DEFAULT_PROFILE).trim();
  if (!findProfile(profile)) throw new CliUsageError(noSuchProfile(profile));
  if (values.out !== undefined && values.out.trim() === '') throw new CliUsageError('--out is empty: name a folder for the reports and the scoreboard');
  if (values.merge && values.shard) throw new CliUsageError('--merge joins shards that were graded already; it takes no --shard');
  if (values.merge && positionals.length === 0) throw new CliUsageError('--merge needs the --out folders of the shard runs');
  const passOn = [
    ...(values.strict ? ['--strict'] : []),
    ...(values['validate-protocol'] ? ['--validate-protocol'] : []),
    ...(values.tags ?? []).flatMap((t) => ['--tags', t]),
    ...(values.only ?? []).flatMap((o) => ['--only', o]),
    ...(values.timeout !== undefined ? ['--timeout', values.timeout] : []),
    ...(values.sandbox ? ['--sandbox'] : []),
    ...(values['pass-env'] ?? []).flatMap((name) => ['--pass-env', name]),
    ...(values['allow-children'] ? ['--allow-children'] : []),
    ...(values.memory !== undefined ? ['--memory', values.memory] : []),
  ];
  // Without bubblewrap, every submission's run would stop on it, and each be scored "did not load": said once, here.
  const sandbox = values.sandbox ? sandboxProgram() : undefined;
  if (sandbox && 'why' in sandbox) throw new CliUsageError(sandbox.why);
  // The options a submission's run takes are checked once, here, as a single run checks them.
  parseOptions(['--profile', profile, ...passOn], {});
  return {
    submissions: positionals,
    profile,
    jobs: values.jobs === undefined ? DEFAULT_GRADE_JOBS : positiveInteger(values.jobs, '--jobs'),
    out: values.out ?? 'grades',
    budgetMs: values.budget === undefined ? DEFAULT_GRADE_BUDGET_MS : positiveInteger(values.budget, '--budget') * 1000,
    typecheck: !values['no-typecheck'],
    html: !values['no-html'],
    command: values.cmd,
    entry: values.entry,
    shard: values.shard === undefined ? undefined : parseShard(values.shard),
    merge: values.merge ?? false,
    passOn,
    profileFromEnv: values.profile === undefined && env.TODO_KIT_PROFILE !== undefined,
  };
}

/** How many of the files a folder of submissions holds besides them the kit names. */
const SKIPPED_NAMED = 10;

/** On a terminal, how much of a note a submission that gave no verdict prints above the bar. */
const LIVE_NOTE_CHARS = 200;

/**
 * A progress bar on a terminal; a plain line per submission elsewhere (CI logs, pipes). On the terminal, a submission
 * that gave no verdict (did not load, over budget, a kit error) also leaves a line above the bar, saying why: the bar's
 * tally alone told who only in the scoreboard.
 */
export function progressReporter(
  total: number,
  stream: Pick<NodeJS.WriteStream, 'write' | 'isTTY'> = process.stderr,
  live = stream.isTTY === true && !process.env.CI,
) {
  const started = Date.now();
  let done = 0;
  const tally = new Map<string, number>();
  return {
    result(result: GradeResult, row: ScoreboardRow): void {
      done++;
      tally.set(row.verdict, (tally.get(row.verdict) ?? 0) + 1);
      const counts = [...tally].map(([verdict, n]) => `${n} ${verdict}`).join(', ');
      if (!live) {
        const detail =
          row.verdict === 'conformant' || row.verdict === 'passed the selection' || row.verdict === 'not conformant'
            ? `${row.counts.passed} passed, ${OUTCOME_KINDS.filter((k) => k !== 'passed' && k !== 'skipped').reduce((sum, k) => sum + row.counts[k], 0)} not`
            : (row.note ?? '');
        // The note quotes what the submission's run said: shown, never obeyed.
        stream.write(`${escapeControl(`[${done}/${total}] ${result.job.name}: ${row.verdict} (${detail}) ${result.seconds.toFixed(1)} s`)}\n`);
        return;
      }
      if (row.verdict === 'did not load' || row.verdict === 'over budget' || row.verdict === 'kit error') {
        stream.write(`\r\x1b[K${escapeControl(`${result.job.name}: ${row.verdict} (${truncate(row.note ?? '', LIVE_NOTE_CHARS)})`)}\n`);
      }
      const width = 30;
      const filled = Math.round((done / total) * width);
      const elapsed = (Date.now() - started) / 1000;
      const eta = done < total ? ` ~${Math.ceil((elapsed / done) * (total - done))} s left` : '';
      stream.write(`\r\x1b[K[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${counts}${eta}`);
      if (done === total) stream.write('\n');
    },
  };
}

/** Grade submissions programmatically: the command line below, and the kit's self-test. */
export { gradeAll };

/** The submissions a grading names, as its options find them (with --cmd, the profile's contract, --entry). */
const submissionsOf = (options: GradeOptions, cwd: string, out: string) =>
  findSubmissions(options.submissions, cwd, {
    commandTemplate: options.command,
    entry: options.entry,
    exports: requiredExports(findProfile(options.profile)!),
    out,
  });

/**
 * A module reads the kit's folder whole (its host and its dependencies are there): a class inside it is not kept from
 * its classmates' work (harness/isolation.ts confinedReads). Said, not refused: the verdicts are still true. The
 * kit's own samples, in examples/, are no class.
 */
export function kitFolderNote(paths: readonly string[], cwd: string): string | undefined {
  const inKit = paths.filter((path) => within(path, KIT_ROOT) && !within(path, join(KIT_ROOT, 'examples'))).length;
  if (inKit === 0) return undefined;
  return `Note: ${inKit} of them sit inside the kit's own folder (${shownFolder(KIT_ROOT, cwd)}), which every module may read whole: there they can read each other's work. Grade a class from a folder outside the kit.`;
}

/**
 * Said once when a grading runs programs (--cmd) without --sandbox: a program in another language is not under Node's
 * permission model, and a class's are code the grader did not write.
 */
export const UNSANDBOXED_NOTE =
  "Note: --cmd programs run as your user, outside Node's permission model: without --sandbox each one can read what your user can (this job's environment too, from /proc: a CI token), write your files and use the network. Grade programs you did not write with --sandbox (bubblewrap), or in a throw-away container.";

async function gradeSubmissions(options: GradeOptions, cwd: string): Promise<number> {
  const startedAt = new Date().toISOString();
  const out = resolve(cwd, options.out);
  const found = submissionsOf(options, cwd, out);
  let submissions = found.submissions;
  const all = submissions.length;
  if (options.shard) submissions = shardOf(submissions, options.shard);
  if (options.profileFromEnv) refuseOtherProfileFromEnv(out, options.profile, cwd);
  mkdirSync(out, { recursive: true });
  const unlock = lockOut(out, cwd);
  // The class's page is kept current, whatever this grading's --no-html: left as it was, it showed the rows before.
  const boardHtml = boardPageWanted(out, options.html);
  /** What makes this grading the one it is, kept in its scoreboard (a stopped one's too). */
  const settings = gradingSettings(options);
  // Interrupted (Ctrl-C, a CI job cancelled), grading stops: its grading processes end their runs as an interrupted
  // single run does, the pool removes their folders, and the kit exits as a killed run does. A second signal exits
  // at once, once it has written the scoreboard of what --out holds (the jobs still running have no row: their
  // earlier reports are not put back while their grading processes may still write there). A handler runs between JavaScript's steps, never inside a write of the scoreboard; so the
  // handlers stay until the scoreboard is written, and a signal then finds it whole.
  const stopping = new AbortController();
  let stoppedBy: NodeJS.Signals | undefined;
  let gradingOver = false;
  const shard = options.shard !== undefined;
  // (Registered once --out is taken, before anything in it changes: the grading that follows up to its first wait
  // is one synchronous step, so a signal is handled once the jobs below are made, and never ends the kit by Node's
  // default with the class's scoreboard removed, or its gone students' folders removed under their rows.)
  const stopState = (processesEnded: boolean) => ({
    jobs,
    rows,
    kept,
    startedJobs,
    earlier,
    earlierReports: processesEnded ? earlierReports : undefined,
    stoppedBefore,
    shard,
    out,
    cwd,
    html: boardHtml,
    graded,
    startedAt,
    settings,
  });
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppedBy) {
      // A closed terminal sends SIGHUP twice (its shell passes one on, the system sends the foreground another), and
      // its output fails first, at times: the same event, never a second Ctrl-C that asks to exit at once.
      if (signal === 'SIGHUP') return;
      // Its grading processes still run (they are killed as the kit exits): none of their folders is put back.
      if (!gradingOver) {
        const second = signal === stoppedBy ? `a second ${signal} while stopping` : `${signal} while stopping on ${STOP_CAUSES[stoppedBy]}`;
        sayOnStop(`${second}: exiting now; the submissions under way get no row, and their earlier reports are not put back`);
        stopped(stoppedBy, stopState(false), signal);
      }
      earlierReports?.close();
      endBySignal(signal);
    }
    stoppedBy = signal;
    // Ending the runs under way takes a moment (up to SHUTDOWN_GRACE_MS for a program that will not leave): a user
    // who pressed Ctrl-C is told that it was heard, and what a second one does. (Not to a closed terminal or output.)
    if (signal === 'SIGINT' || signal === 'SIGTERM')
      sayOnStop(
        `stopping on ${STOP_CAUSES[signal]}: ending the submissions under way, then writing the scoreboard; ${signal === 'SIGINT' ? 'Ctrl-C' : 'a signal'} again exits at once, without putting their earlier reports back`,
      );
    stopping.abort();
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  // The terminal's reader went away (todo-kit grade … | head): Node would crash on the next write and leave the
  // grading processes' folders behind. Grading stops as a SIGPIPE would stop it, and cleans up; nothing more is written.
  // (EIO: a terminal that closed, whose SIGHUP stops the grading already.)
  const onOutputClosed = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'EIO') throw error;
    if (!stoppedBy) onSignal('SIGPIPE');
  };
  process.stdout.on('error', onOutputClosed);
  process.stderr.on('error', onOutputClosed);
  const earlier = scoreboardIn(out);
  const given = options.submissions.map((arg) => resolve(cwd, arg)).sort();
  const shardNote = options.shard ? ` (shard ${options.shard.index}/${options.shard.count} of ${all})` : '';
  const atATime = submissions.length > 1 ? `, ${Math.min(options.jobs, submissions.length)} at a time` : '';
  const profileNote = options.profileFromEnv ? ' (TODO_KIT_PROFILE)' : '';
  console.log(`Grading ${submissions.length} submission(s)${shardNote} against ${options.profile}${profileNote}${atATime} → ${shownFolder(out, cwd)}`);
  const inKit = kitFolderNote(
    submissions.map((submission) => submission.path),
    cwd,
  );
  if (inKit) console.log(inKit);
  if (options.command !== undefined && !options.passOn.includes('--sandbox')) console.log(UNSANDBOXED_NOTE);
  if (found.withoutEntry.length > 0) {
    const more = found.withoutEntry.length > SKIPPED_NAMED ? `, and ${found.withoutEntry.length - SKIPPED_NAMED} more` : '';
    console.log(
      `Without ${options.entry} (graded from the module the kit finds there, else "did not load"): ${found.withoutEntry.slice(0, SKIPPED_NAMED).join(', ')}${more}`,
    );
  }
  if (found.gradings.length > 0) console.log(escapeControl(`Not graded (a grading's report folder): ${found.gradings.join(', ')}`));
  if (found.skipped.length > 0) {
    const more = found.skipped.length > SKIPPED_NAMED ? `, and ${found.skipped.length - SKIPPED_NAMED} more` : '';
    // Programs among them (a .py, a .rb): the way to grade them is --cmd, with the interpreter of the first.
    const program = found.skipped.map((path) => INTERPRETERS[extname(path).toLowerCase()]).find(Boolean);
    const how = program ? `; programs in other languages are graded with --cmd "${program} {}"` : '';
    // File names are a student's: control characters in them are shown, never obeyed by the terminal.
    console.log(escapeControl(`Not graded (neither a module nor a folder${how}): ${found.skipped.slice(0, SKIPPED_NAMED).join(', ')}${more}`));
  }
  // The grading before, in the same --out: when this one is given its paths (or folders that hold them), it
  // replaces it, and its submissions that are gone go too; given less (one student again, a late one), its other
  // rows and their reports stay, and the paths of both are this grading's.
  let kept: ScoreboardRow[] = [];
  /** An earlier stopped grading's record, for the submissions this one does not grade (see Stopped). */
  let stoppedBefore: Stopped | undefined;
  // Undefined once a scoreboard holds rows of paths not known (a merge's, an older kit's): none replaces it then.
  let graded: string[] | undefined = given;
  if (earlier && !options.shard) {
    const current = new Set(submissions.map((submission) => submission.name));
    if (earlier.graded?.every((path) => given.some((folder) => within(path, folder)))) {
      // Those its scoreboard names: its rows, and those a stopped grading left without one (their folders may be there).
      const named = [...earlier.rows.map((row) => String(row.name)), ...(earlier.stopped?.notGraded ?? []).map(String)];
      removeGone(out, named, submissions, given);
    } else {
      kept = earlier.rows.filter((row) => !current.has(row.name)).map((row) => keptRow(row, earlier));
      graded = earlier.graded && [...new Set([...earlier.graded, ...given])].sort();
      stoppedBefore = stillStopped(earlier.stopped, current);
      if (kept.length > 0) {
        const replace = earlier.graded
          ? 'grading the same paths as it did replaces them all'
          : 'its scoreboard does not say what it graded (a merge, or an older kit), so they stay: grade the whole class into a fresh --out to start anew';
        console.log(
          escapeControl(
            `Kept from the grading before in ${shownFolder(out, cwd)}: ${kept.length} submission(s) not graded now (${kept.map((row) => row.name).join(', ')}); ${replace}`,
          ),
        );
      }
      if (stoppedBefore) console.log(escapeControl(`Its scoreboard's note stays: ${stoppedText(stoppedBefore)}`));
      // Rows judged otherwise (another profile, --strict, --tags or --only in one grading only) side by side: said.
      const otherwise = judgedOtherwise(kept, options.profile, judgedWith(settings));
      if (otherwise) {
        console.log(
          escapeControl(
            `Rows kept were judged otherwise than this grading's: ${otherwise}. Their verdicts and scores do not compare with the new rows': grade the whole class with one command line to compare them.`,
          ),
        );
      }
    }
  }
  const jobs: GradeJob[] = submissions.map((submission, id) => {
    const reportsDir = join(out, submission.name);
    return {
      id,
      name: submission.name,
      profile: options.profile,
      argv: [...submission.target, '--profile', options.profile, ...options.passOn],
      reportsDir,
      cwd: submission.cwd, // its reports name it from the folder that holds it, never by the grader's folders
      confine: { submission: submission.path, out }, // it reads none of its classmates' work beside it, nor their reports
    };
  });
  const progress = progressReporter(jobs.length);
  const rows: ScoreboardRow[] = [];
  /** The jobs started (their earlier report folders set aside, or emptied): see stopped(). */
  const startedJobs = new Set<number>();
  // Each submission's earlier reports are set aside as it starts, for a stop to put them back with its row. A shard
  // keeps no earlier rows (stopped, it writes no scoreboard): its grading empties them as it goes.
  const earlierReports = options.shard ? undefined : new EarlierReports(out);
  if (options.shard) removeLeftAside(out);
  // An earlier grading's scoreboard must not pass for this one's: replaced at once by this one's, which says it has
  // not finished, and written again as submissions finish (writeUnfinished). Only now, once a stop is handled: a
  // Ctrl-C before (the reflex of a forgotten option) ended the kit with the class's scoreboard removed, or half of it.
  writeUnfinished(stopState(false));
  let unfinishedDue: NodeJS.Timeout | undefined;
  const unfinishedLater = () => {
    unfinishedDue ??= setTimeout(() => {
      unfinishedDue = undefined;
      if (!stoppedBy) writeUnfinished(stopState(false));
    }, UNFINISHED_WRITE_MS).unref();
  };
  try {
    return await gradeAndWrite();
  } finally {
    earlierReports?.close();
    unlock();
    for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
  }

  async function gradeAndWrite(): Promise<number> {
    await gradeAll(jobs, {
      jobs: options.jobs,
      budgetMs: options.budgetMs,
      html: options.html,
      typecheck: options.typecheck,
      signal: stopping.signal,
      onStart: (job) => {
        startedJobs.add(job.id);
        earlierReports?.setAside(job.reportsDir);
      },
      onResult: (result) => {
        earlierReports?.drop(result.job.reportsDir);
        const row = withWhyFile(
          {
            ...rowOf(result, result.job.name, shownFrom(cwd, submissions[result.job.id]!.path), { typecheck: options.typecheck }),
            options: judgedWith(settings),
          },
          result,
        );
        rows.push(row);
        progress.result(result, row);
        unfinishedLater();
      },
    });
    clearTimeout(unfinishedDue);
    gradingOver = true; // from here on, a second signal only exits: this function writes the scoreboard
    if (stoppedBy) return stopped(stoppedBy, stopState(true));
    const board = [...rows, ...kept];
    writeScoreboard(out, board, {
      html: boardHtml,
      graded,
      shard: options.shard && { ...options.shard, grading: gradingId(settings), class: found.submissions.map((submission) => submission.name).sort() },
      settings,
      stopped: stoppedBefore,
      startedAt,
    });
    return finish(board, out, cwd, boardHtml, kept.length > 0 ? rows.length : undefined);
  }
}

/** A line of a grading's stop on stderr (the progress bar's line, if any, is left as it is). */
const sayOnStop = (line: string): void => void process.stderr.write(`\ntodo-kit grade: ${line}\n`);

/** The state of a grading that a stop, or a scoreboard written before its end, reads (see stopped). */
interface GradingState {
  jobs: readonly GradeJob[];
  rows: ScoreboardRow[];
  kept: ScoreboardRow[];
  startedJobs: ReadonlySet<number>;
  earlier: Scoreboard | undefined;
  earlierReports: EarlierReports | undefined;
  stoppedBefore: Stopped | undefined;
  shard: boolean;
  out: string;
  cwd: string;
  html: boolean;
  graded: string[] | undefined;
  startedAt: string;
  settings: GradingSettings;
}

/**
 * The scoreboard of a grading stopped by `by`, and its record of what was not graded: the rows graded, the earlier
 * grading's rows of the submissions never started (their report folders are as it left them) and of those started
 * whose earlier reports are put back (`earlierReports`, once their grading processes have ended; none without it),
 * and the rows it kept.
 */
function stoppedBoard(by: string, grading: GradingState): { board: ScoreboardRow[]; record: Stopped } {
  const { jobs, rows, kept, startedJobs, earlier, earlierReports } = grading;
  const reached = new Set(rows.map((row) => row.name));
  const before = new Map((earlier?.rows ?? []).map((row) => [row.name, row]));
  const carried: ScoreboardRow[] = [];
  const notGraded: string[] = [];
  for (const job of jobs) {
    if (reached.has(job.name)) continue;
    const row = before.get(job.name);
    // Never started, so its folder was not emptied, or stopped midway and its folder put back; and there, so the
    // row's report is what it points at.
    const asBefore = row !== undefined && (startedJobs.has(job.id) ? earlierReports?.restore(job.reportsDir) === true : existsSync(job.reportsDir));
    if (asBefore) carried.push(keptRow(row, earlier!));
    else notGraded.push(job.name);
  }
  // Those an earlier stopped grading did not reach, and this one was not given, are still without a row.
  notGraded.push(...(grading.stoppedBefore?.notGraded ?? []));
  // The earlier record's rows from before are kept rows now; only who has no row is still news.
  const record: Stopped = { by, graded: rows.length, of: jobs.length, earlier: carried.map((row) => row.name), notGraded };
  return { board: [...rows, ...carried, ...kept], record };
}

/** The scoreboard of a grading that did not end as it should (stopped, or under way), with its record of who has no row. */
function writeBoardOfStop(grading: GradingState, board: ScoreboardRow[], stopped: Stopped): void {
  const { out, html, graded, startedAt, settings } = grading;
  writeScoreboard(out, board, { html, graded, stopped, startedAt, settings });
}

/**
 * The scoreboard of a grading under way, written as it starts and again as submissions finish (at most once a
 * second), so that --out holds one whatever ends the kit: a kill no handler sees (SIGKILL: a CI job past its time
 * limit, the system out of memory) left it with none, the earlier one removed as the grading began. It says the
 * grading had not finished when it was written; its rows are those graded so far and those it keeps (of submissions
 * it does not grade), and every other submission of the grading has none yet: its earlier reports may be set aside
 * from the moment its grading starts, which this scoreboard, written only now and then, cannot follow. None for a
 * shard (--merge would take it for the whole slice), nor where there is no row yet: the files are removed.
 */
function writeUnfinished(grading: GradingState): void {
  const { jobs, rows, kept, out } = grading;
  const reached = new Set(rows.map((row) => row.name));
  const notGraded = [...jobs.filter((job) => !reached.has(job.name)).map((job) => job.name), ...(grading.stoppedBefore?.notGraded ?? [])];
  const record: Stopped = { by: UNFINISHED, graded: rows.length, of: jobs.length, earlier: [], notGraded };
  const board = grading.shard ? [] : [...rows, ...kept];
  try {
    if (board.length === 0) {
      for (const file of Object.values(SCOREBOARD_FILES)) rmSync(join(out, file), { force: true });
      return;
    }
    writeBoardOfStop(grading, board, record);
  } catch {
    // A full disk, the folder gone: the grading goes on, and its last write says what went wrong.
  }
}

/**
 * A grading stopped before its end (Ctrl-C, SIGTERM, its output closed) still leaves a scoreboard of what --out
 * holds, so that a stopped regrade of one student does not take the class's rows with it: the rows graded now, the
 * earlier grading's rows of the submissions never started (their report folders are as it left them), of those
 * stopped midway (their earlier reports put back, once the grading processes have ended: `earlierReports`) and of
 * those it kept, and above the table what was stopped and who has no row. None when there is no row at all, and none
 * for a shard: --merge would take a stopped shard's scoreboard for the whole slice.
 */
function stopped(by: NodeJS.Signals, grading: GradingState, endedBy?: NodeJS.Signals): number {
  const { board, record: stoppedRecord } = stoppedBoard(by, grading);
  const { rows, jobs, out, cwd } = grading;
  const summary = `stopped by ${by} after ${rows.length} of ${jobs.length} submission(s)`;
  if (grading.shard || board.length === 0) {
    const why = grading.shard ? ' (a shard writes none when stopped: --merge would take it for the whole slice)' : '';
    console.error(`\ntodo-kit grade: ${summary}; their reports are in ${shownFolder(out, cwd)}, no scoreboard was written${why}`);
    return endedAtOnce(by, endedBy);
  }
  // Past the stop, writing may fail (a full disk, the folder gone): the stop is still what is reported.
  try {
    writeBoardOfStop(grading, board, stoppedRecord);
    const files = boardFiles(grading.html);
    console.error(
      escapeControl(
        `\ntodo-kit grade: ${stoppedText(stoppedRecord, 'Grading was')}\nScoreboard: ${shownFolder(out, cwd)}${files.join(', ')} ` +
          '(the JSON, Markdown and HTML say it was stopped; the CSV holds the rows alone)',
      ),
    );
  } catch (error) {
    console.error(`\ntodo-kit grade: ${summary}; no scoreboard was written: ${(error as Error).message}`);
  }
  return endedAtOnce(by, endedBy);
}

/**
 * The exit code of a grading stopped by `by`, and cut short by `endedBy`: the kit exits by the second signal (a CI
 * runner that cancels a job sends SIGINT, then SIGTERM), and its last line says so, beside a summary that names the first.
 */
function endedAtOnce(by: NodeJS.Signals, endedBy: NodeJS.Signals | undefined): number {
  if (!endedBy || endedBy === by) return exitCodeOfSignal(by);
  console.error(`todo-kit grade: ${STOP_CAUSES[endedBy] ?? endedBy} then ended it at once (exit code ${exitCodeOfSignal(endedBy)}).`);
  return exitCodeOfSignal(endedBy);
}

/**
 * An earlier stopped grading's record without the submissions graded now: undefined once it names none. One written
 * as it went (UNFINISHED) and found by a later grading never finished: it was killed (its words were "still running").
 */
function stillStopped(record: Stopped | undefined, current: ReadonlySet<string>): Stopped | undefined {
  if (!record) return undefined;
  const earlier = record.earlier.filter((name) => !current.has(name));
  const notGraded = record.notGraded.filter((name) => !current.has(name));
  const by = record.by === UNFINISHED ? KILLED : record.by;
  return earlier.length + notGraded.length > 0 ? { ...record, by, earlier, notGraded } : undefined;
}

/**
 * Whether a grading into `out` writes scoreboard.html: unless --no-html, and with it too where `out` holds one already
 * (a class graded with it, a student regraded with --no-html: the page, a few KB a row, is kept current, where it
 * stayed as it was and showed the rows of before beside a scoreboard.json of now). --no-html is for bulk runs'
 * heaviest files, each submission's cucumber.html.
 */
function boardPageWanted(out: string, html: boolean): boolean {
  return html || existsSync(join(out, SCOREBOARD_FILES.html));
}

/** The scoreboard's files a grading writes (scoreboard.html with `html`), as its closing lines name them. */
const boardFiles = (html: boolean): string[] => Object.values(SCOREBOARD_FILES).filter((file) => html || file !== SCOREBOARD_FILES.html);

/** The closing lines: the scoreboard's tally (`now`: how many of its rows this grading graded, when it kept others). */
function finish(rows: ScoreboardRow[], out: string, cwd: string, html: boolean, now?: number): number {
  const counted = now === undefined ? `${rows.length} graded` : `${now} graded now, ${rows.length - now} kept: the scoreboard's ${rows.length}`;
  console.log(`\n${counted}: ${tallyOf(rows)}.`);
  const files = boardFiles(html);
  console.log(`Scoreboard: ${shownFolder(out, cwd)}${files.join(', ')}`);
  return rows.some((row) => row.verdict === 'kit error') ? EXIT.failures : EXIT.conformant;
}

/**
 * The report folders of the submissions an earlier grading into `out` had and this one has not (a student who left,
 * a renamed file), which would sit beside the new scoreboard as if graded. Only those its scoreboard names, each a
 * folder of `out` (not a link), and none that is or sits in a submission, or holds one or a path of the command line. A
 * shard leaves them: the other shards' may share its --out. A merge into a folder that held an earlier merge's
 * scoreboard removes those its rows no longer name, as a grading does.
 */
function removeGone(out: string, earlier: readonly string[], submissions: readonly { name: string; path?: string }[], given: readonly string[]): void {
  const current = new Set(submissions.map((submission) => submission.name));
  const paths = submissions.flatMap((submission) => (submission.path === undefined ? [] : [submission.path]));
  const gone = earlier.filter((name) => {
    const folder = join(out, name);
    // A name from the file, whatever it says: only a folder of --out's own, as refuseOverlap holds each report folder.
    if (current.has(name) || dirname(folder) !== out) return false;
    if (!isFolderItself(folder)) return false;
    // Not a submission, nor in one, nor holding one or a path given (--out may sit in the folder of submissions).
    return !paths.some((path) => within(folder, path)) && ![...paths, ...given].some((path) => within(path, folder));
  });
  for (const name of gone) rmSync(join(out, name), { recursive: true, force: true });
  if (gone.length > 0) console.log(escapeControl(`Removed the reports of an earlier grading's submissions not in this one: ${gone.join(', ')}`));
}

/** A folder as the messages show it: relative to where the kit was started, with a slash. */
const shownFolder = (folder: string, cwd: string): string => `${shownFrom(cwd, folder)}/`;

/**
 * A submission's report folder is emptied before it is graded: it must never be, hold or sit in a submission
 * (`todo-kit grade submissions --out submissions` would delete the work it grades).
 */
function refuseOverlap(submissions: readonly Submission[], out: string): void {
  for (const submission of submissions) {
    const reports = join(out, submission.name);
    if (dirname(reports) !== out) throw new CliUsageError(`the report folder of ${submission.path} would not be inside --out (${out})`);
    if (within(reports, submission.path) || within(submission.path, reports)) {
      throw new CliUsageError(`the report folder ${reports} would overwrite the submission ${submission.path}: choose an --out outside the submissions`);
    }
  }
}

/**
 * --out inside a student's folder (submissions/alice, or below it): the grading would write its scoreboard there,
 * and every grading after it would take that folder for a grading's output and leave the student out for good. A
 * folder that holds code is a student's; a folder of its own beside theirs (submissions/grades) is fine.
 */
function refuseOutInAStudentsFolder(given: readonly string[], out: string, typed: string): void {
  for (const folder of given) {
    if (out === folder || !within(out, folder)) continue;
    const student = join(folder, relative(folder, out).split(sep)[0]!);
    if (statSync(student, { throwIfNoEntry: false })?.isDirectory() && holdsCode(student)) {
      throw new CliUsageError(
        `--out ${typed} is inside ${basename(student)}, a submission: give the reports a folder of their own (beside the submissions is fine)`,
      );
    }
  }
}

/**
 * A grading against TODO_KIT_PROFILE's profile, into an --out that holds a grading against another, is refused
 * before anything there changes: a variable left set in a shell or a CI job's env (another course's, an earlier
 * exercise's) would have replaced each student's reports with "did not load". Given as --profile, it is meant.
 */
function refuseOtherProfileFromEnv(out: string, profile: string, cwd: string): void {
  const earlier = scoreboardIn(out);
  const before = earlier?.settings?.profile ?? earlier?.rows.find((row) => row.profile !== profile)?.profile;
  if (before === undefined || before === profile) return;
  throw new CliUsageError(
    `${shownFolder(out, cwd)} holds a grading against ${before}, and this one is against ${profile}, the TODO_KIT_PROFILE of your environment: ` +
      `it would replace each student's reports there. Give --profile ${before} to grade against ${before} again (or unset TODO_KIT_PROFILE), ` +
      `or --profile ${profile} to grade against ${profile} into that folder all the same.`,
  );
}

/**
 * What makes a grading the one it is: its command line but --shard, --out and --jobs, the submissions' paths as
 * typed but normalised (`class`, `class/` and `./class` are one folder). Kept in each shard's scoreboard, so that
 * --merge can say how two shards differ.
 */
function gradingSettings(options: GradeOptions): GradingSettings {
  const { profile, command, entry, passOn, shard, budgetMs, typecheck } = options;
  const submissions = options.submissions.map((path) => normalize(path).replace(/(.)[\\/]+$/, '$1'));
  return { profile, submissions, command, entry, passOn, budget: budgetMs / 1000, typecheck, shards: shard?.count };
}

/** Which grading a shard belongs to: its settings, hashed (the same in every job of a matrix). */
function gradingId(settings: GradingSettings): string {
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 12);
}

/**
 * The kept rows judged otherwise than this grading judges (another profile, other options for each run, another
 * budget), named with how: "carl, dora (todo-list-v2 with [] where this grading has ["--strict"])"; '' when there are
 * none. `judgedNow` is this grading's options (judgedWith). A row that did not record its options has its
 * scoreboard's grading's (keptRow), or, from an older kit, its profile alone.
 */
function judgedOtherwise(kept: readonly ScoreboardRow[], profile: string, judgedNow: readonly string[]): string {
  const now = JSON.stringify(judgedNow);
  const groups = new Map<string, string[]>();
  for (const row of kept) {
    const judged = row.options;
    const same = row.profile === profile && (judged === undefined || JSON.stringify(judged) === now);
    if (same) continue;
    const how = `${row.profile}${judged === undefined ? '' : ` with ${JSON.stringify(judged)}`}`;
    groups.set(how, [...(groups.get(how) ?? []), row.name]);
  }
  const here = `${profile} with ${now}`;
  return [...groups].map(([how, names]) => `${names.join(', ')} (${how} where this grading has ${here})`).join('; ');
}

/** How two gradings' settings differ, named for the author: "--strict in one only", "the submissions: class, class2". */
function settingsDiffer(a: GradingSettings | undefined, b: GradingSettings | undefined): string {
  if (a === undefined || b === undefined) return 'one was graded by an older kit, which did not record its settings';
  const named: Record<keyof GradingSettings, string> = {
    profile: '--profile',
    submissions: 'the submissions',
    command: '--cmd',
    entry: '--entry',
    passOn: 'the options given to each run',
    budget: '--budget',
    typecheck: '--no-typecheck',
    shards: 'the number of shards',
  };
  const keys = Object.keys(named) as (keyof GradingSettings)[];
  const differ = keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  return differ.map((key) => `${named[key]} (${JSON.stringify(a[key] ?? null)} and ${JSON.stringify(b[key] ?? null)})`).join(', ');
}

/**
 * The shards of one grading must all be there, once each: a shard whose job failed would otherwise leave its
 * students off the merged scoreboard without a word. Shards belong to a grading by its command line (gradingId), so
 * that two sharded gradings (JavaScript and Python submissions) merge too. Answers how many shards the grading had
 * (undefined when the scoreboards are not the shards of one grading).
 */
function checkShards(boards: { dir: string; board: Scoreboard }[]): number | undefined {
  const gradings = new Map<string, { dir: string; index: number; count: number; settings?: GradingSettings; class?: string[] }[]>();
  for (const { dir, board } of boards) {
    if (!board.shard) continue;
    const { index, count, grading } = board.shard;
    const key = `${grading ?? ''}/${count}`;
    gradings.set(key, [...(gradings.get(key) ?? []), { dir, index, count, settings: board.settings, class: board.shard.class }]);
  }
  // Shards that would complete each other, from gradings that differ: one grading meant, typed two ways (class and
  // class/ once did) or with an option more in one job. Said so, with how they differ, not as a shard missing.
  const all = [...gradings.values()];
  for (const [i, one] of all.entries()) {
    const other = all.slice(i + 1).find((shards) => shards[0]!.count === one[0]!.count && shards.every(({ index }) => !one.some((s) => s.index === index)));
    if (other !== undefined) {
      const [a, b] = [one[0]!, other[0]!];
      throw new CliUsageError(
        `${a.dir} (shard ${a.index}/${a.count}) and ${b.dir} (shard ${b.index}/${b.count}) are shards of two different gradings: ` +
          `${settingsDiffer(a.settings, b.settings)}. Grade every shard with the same command line but --shard and --out, then merge.`,
      );
    }
  }
  // One grading's shards split two ways (1/2 beside 2/3): said so, not as a shard missing.
  const splits = new Map<string, Set<number>>();
  for (const { board } of boards) {
    if (!board.shard || !board.settings) continue;
    const key = gradingId({ ...board.settings, shards: undefined });
    splits.set(key, (splits.get(key) ?? new Set()).add(board.shard.count));
  }
  const twoWays = [...splits.values()].find((counts) => counts.size > 1);
  if (twoWays) {
    throw new CliUsageError(
      `the shards are of one grading split ${[...twoWays].map((n) => `into ${n}`).join(' and ')}: give the shards of one split (--shard i/n with one n), then merge`,
    );
  }
  for (const shards of gradings.values()) {
    refuseOtherClasses(shards);
    const count = shards[0]!.count;
    const seen = new Map<number, string>();
    for (const { dir, index } of shards) {
      const other = seen.get(index);
      if (other) throw new CliUsageError(`shard ${index}/${count} is given twice: ${other} and ${dir}`);
      seen.set(index, dir);
    }
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !seen.has(index));
    if (missing.length > 0) {
      const which = gradings.size > 1 ? ` of the grading of ${shards[0]!.dir}` : '';
      // A folder given that holds a grading without --shard (a student graded again into a shard's --out): named.
      const plain = boards.filter(({ board }) => !board.shard).map(({ dir }) => dir);
      const notShards =
        plain.length > 0 ? ` (${plain.join(', ')} ${plain.length > 1 ? 'hold gradings' : 'holds a grading'} without --shard, not a shard's scoreboard)` : '';
      throw new CliUsageError(
        `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')}${which} missing${notShards}: their students would be left off the scoreboard. ` +
          "Give every shard's --out folder (a shard with no submission still writes its scoreboard).",
      );
    }
  }
  return gradings.size === 1 ? [...gradings.values()][0]![0]!.count : undefined;
}

/**
 * Shards of one grading cut from different classes: a student added (or removed) between two shard jobs was in no
 * slice, or in two, and the merge would leave them out without a word. Refused, naming them.
 */
function refuseOtherClasses(shards: readonly { dir: string; class?: string[] }[]): void {
  const known = shards.filter((shard) => shard.class !== undefined);
  const first = known[0];
  for (const other of known.slice(1)) {
    const [a, b] = [new Set(first!.class), new Set(other.class)];
    const onlyA = [...a].filter((name) => !b.has(name));
    const onlyB = [...b].filter((name) => !a.has(name));
    if (onlyA.length + onlyB.length === 0) continue;
    const named = (list: string[], where: string) =>
      list.length > 0 ? ` ${list.slice(0, 10).join(', ')}${list.length > 10 ? ` and ${list.length - 10} more` : ''} only in the class of ${where};` : '';
    throw new CliUsageError(
      `the shards were cut from different classes (${a.size} submission(s) for ${first!.dir}, ${b.size} for ${other.dir}):${named(onlyA, first!.dir)}${named(onlyB, other.dir)} ` +
        'a student added or removed between two shard jobs would be left off the scoreboard, or on it twice. Grade every shard again from the class as it stands, then merge.',
    );
  }
}

/** A grading's (or a merge's) lock in its --out. */
const GRADING_LOCK = '.todo-kit-grading.lock';

/**
 * Takes --out for this grading or merge, or refuses (a usage error) while another holds it: two gradings into one
 * folder at once each removed the other's scoreboard at its start and wrote its own at its end, and the class's rows
 * were lost without a word (or a run failed on a report folder the other had emptied). Answers the release, which
 * the kit's exit does too; a lock left by a grading that was killed is taken over.
 */
function lockOut(out: string, cwd: string): () => void {
  const lock = join(out, GRADING_LOCK);
  try {
    takeLock(
      lock,
      (holder) =>
        `another todo-kit grade (${holder}) is writing to ${shownFolder(out, cwd)}: two gradings into one --out would each remove the other's scoreboard. ` +
        `Wait for it to finish, or give this one an --out of its own (if no grading is going on, remove ${lock})`,
      `--out ${out}`,
    );
  } catch (error) {
    throw error instanceof UsageError ? new CliUsageError(error.message) : error;
  }
  const release = () => rmSync(lock, { force: true });
  process.once('exit', release);
  return () => {
    process.removeListener('exit', release);
    release();
  };
}

/** Join shard runs: their rows into one scoreboard, their report folders copied beside it. */
function merge(options: GradeOptions, cwd: string): number {
  const out = resolve(cwd, options.out);
  // Written into one of its own inputs, a merge would replace that shard's scoreboard: the next merge of the shards
  // then finds that shard missing.
  if (options.submissions.some((dir) => resolve(cwd, dir) === out)) {
    throw new CliUsageError(`--out ${options.out} is one of the scoreboards to merge: give the merged scoreboard a folder of its own`);
  }
  const rows: ScoreboardRow[] = [];
  /** By nameKey: the scoreboard a name came from, as it is spelt there, and its profile. */
  const from = new Map<string, { dir: string; name: string; profile: string }>();
  const boards = options.submissions
    .map((d) => resolve(cwd, d))
    .map((dir) => {
      try {
        return { dir, board: readScoreboard(dir) };
      } catch (error) {
        throw new CliUsageError((error as Error).message);
      }
    });
  // A scoreboard that a stopped grading left lacks students, and says so; merged, the saying would be lost.
  const stoppedBoard = boards.find(({ board }) => (board.stopped?.notGraded.length ?? 0) > 0);
  if (stoppedBoard) {
    const { dir, board } = stoppedBoard;
    throw new CliUsageError(`${dir}: ${stoppedText(board.stopped!)} Grade those submissions into it (or the whole grading again), then merge.`);
  }
  const shards = checkShards(boards);
  // The same folder twice (not shards: checkShards names those): its students would all be "in two scoreboards".
  const twice = boards.find(({ dir }, i) => boards.findIndex((b) => b.dir === dir) !== i);
  if (twice !== undefined) throw new CliUsageError(`${twice.dir} is named twice: --merge joins each scoreboard once`);
  for (const { dir, board } of boards) {
    for (const row of board.rows) {
      // Names as the grading's own clash check compares them (submissions.ts): Amy and amy would share a folder.
      const other = from.get(nameKey(row.name));
      if (other !== undefined) {
        // Two assignments (two profiles) are not shards of one grading: a student is in both, and rightly so.
        const { dir: otherDir, name: otherName, profile: otherProfile } = other;
        const names = otherName === row.name ? row.name : `${otherName} and ${row.name} (the same but for case)`;
        const why =
          otherProfile !== row.profile
            ? `, once for ${otherProfile} and once for ${row.profile}: --merge joins the shards of one grading; keep each profile's scoreboard apart`
            : ' (were they the shards of one --shard n?)';
        const where =
          otherDir === dir ? `both in ${dir}'s scoreboard (graded before names were compared so)` : `in two scoreboards: ${otherDir} and ${dir}${why}`;
        throw new CliUsageError(`${names} ${otherName === row.name ? 'is' : 'are'} ${where}`);
      }
      from.set(nameKey(row.name), { dir, name: row.name, profile: row.profile });
      // With the options its shard's grading judged it with, where the row does not say them all (judgedOptions).
      const options = judgedOptions(row, board);
      rows.push({ ...row, ...(options !== undefined && { options }) });
    }
  }
  mkdirSync(out, { recursive: true });
  const unlock = lockOut(out, cwd);
  removeLeftAside(out);
  const earlier = scoreboardIn(out);
  if (earlier)
    removeGone(
      out,
      earlier.rows.map((row) => String(row.name)),
      rows,
      boards.map(({ dir }) => dir),
    );
  for (const row of rows) {
    const source = join(from.get(nameKey(row.name))!.dir, row.reports);
    const target = join(out, row.name);
    if (resolve(source) !== resolve(target) && existsSync(source)) cpSync(source, target, { recursive: true });
    row.reports = row.name;
    if (row.report) row.report = `${row.name}/${row.report.split('/').pop()}`;
  }
  const html = boardPageWanted(out, options.html);
  // What the shards were given, when every one says: a later grading of those paths replaces the merged one.
  const known = boards.every(({ board }) => board.graded !== undefined);
  const graded = known ? [...new Set(boards.flatMap(({ board }) => board.graded!))].sort() : undefined;
  // When the earliest shard began, when every one says: a row graded before it was kept from an earlier grading.
  const starts = boards.map(({ board }) => board.startedAt);
  const startedAt = starts.every((start) => start !== undefined) ? starts.sort()[0] : undefined;
  writeScoreboard(out, rows, { html, graded, startedAt });
  unlock();
  console.log(`Merged ${options.submissions.length} scoreboard(s)${shards ? `: shards 1 to ${shards} of ${shards}` : ''}.`);
  return finish(rows, out, cwd, html);
}

export async function grade(argv: string[], cwd = process.cwd()): Promise<number> {
  let options: GradeOptions | 'help';
  try {
    options = parseGradeOptions(argv);
    if (options === 'help') {
      console.log(GRADE_HELP);
      return EXIT.conformant;
    }
    // Students' words (a note, a name) reach the output from here: in GitHub Actions, none is a workflow command.
    printHoldOfWorkflowCommands();
    if (options.merge) return merge(options, cwd);
    // Submissions are found before any process starts: a wrong path is a usage error, not a row.
    const out = resolve(cwd, options.out);
    // The folder of submissions itself as --out: each report folder would sit among the students' files, and be taken
    // for one of them by the next grading.
    if (existsSync(out) && !statSync(out).isDirectory()) throw new CliUsageError(`--out ${options.out} is a file: give the reports a folder`);
    if (options.submissions.some((arg) => resolve(cwd, arg) === out)) {
      throw new CliUsageError(`--out ${options.out} is the folder of submissions itself: give the reports a folder of their own (it may sit inside it)`);
    }
    refuseOutInAStudentsFolder(
      options.submissions.map((arg) => resolve(cwd, arg)),
      out,
      options.out,
    );
    refuseOverlap(submissionsOf(options, cwd, out).submissions, out);
    // A selection that matches nothing would stop every submission's run, each scored "did not load": said once, here.
    if (options.passOn.some((arg) => arg === '--only' || arg === '--tags')) {
      const { selectionProblem } = require('./run-once') as typeof import('./run-once');
      const problem = await selectionProblem(parseOptions(['--profile', options.profile, ...options.passOn], {}), findProfile(options.profile)!);
      if (problem) throw new CliUsageError(problem);
    }
    return await gradeSubmissions(options, cwd);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(escapeControl(`todo-kit grade: ${error.message}\nRun todo-kit grade --help for the options.`));
    printStopAnnotation('todo-kit grade: usage error', error.message);
    return EXIT.usage;
  }
}
