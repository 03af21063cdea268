/**
 * Reports tell the truth or nothing. A run writes its reports into a fresh staging folder inside the report folder
 * and moves them into place only once they are all written; a run that cannot finish (a usage error, a crash of
 * the kit, Ctrl-C) removes the reports it would have replaced, so that no earlier run's CONFORMANT outcomes.json
 * is left to be read as this run's. A lock file makes a second run on the same folder refuse, instead of two runs
 * interleaving their files.
 */
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { REPORT_FILES, REPORTS_LOCK } from '../harness/defaults';
import { removeScratch } from '../harness/isolation';
import { UsageError } from '../harness/outcomes';
import { startOf } from '../harness/process-tree';

/** What a run says when its usage error removed the folder's earlier reports (`shown`: the folder as the user names it). */
export const earlierReportsRemoved = (shown: string): string =>
  `todo-kit: the earlier reports in ${shown}/ were removed, so that none passes for this run's (it wrote none)`;

/** The staging folders of a run, in its report folder (hidden: a report folder's listing shows the reports). */
const STAGING_PREFIX = '.todo-kit-staging-';
/** Whether a process with this id runs (a lock left by a killed run is stale). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How long an empty lock is taken for a run writing its id into it, not one killed as it did. */
const EMPTY_LOCK_MS = 2000;

/**
 * What the lock holds: this process's id, and its start where the system tells it (process-tree.ts startOf). A run
 * killed in one CI container leaves its lock in a workspace that the next container reuses, and there its process id
 * may well be another process's (a container numbers its processes from 1 again), which must not hold the folder.
 */
const lockText = (): string => [process.pid, startOf(process.pid)].filter((part) => part !== undefined).join(' ');

/**
 * The process that holds a lock, from its text, if it still runs: the same id, and the same start when the lock
 * has one (an older kit's lock has the id alone). Undefined for a lock left by a run that is gone.
 */
function holderOf(text: string): number | undefined {
  const [id, start] = text.trim().split(' ');
  const pid = Number(id);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !running(pid)) return undefined;
  const now = start === undefined ? undefined : startOf(pid);
  return now !== undefined && now !== start ? undefined : pid;
}

/**
 * Takes the lock file `lock`, or refuses (a UsageError) with `busy(holder)` when a running process holds it; a lock
 * whose process is gone (killed) is taken over. `what` names the folder in the error of a lock that cannot be made.
 */
export function takeLock(lock: string, busy: (holder: string) => string, what: string): void {
  const text = lockText(); // before the lock exists: another run finds it empty only between two system calls
  const refused = (error: unknown) => new UsageError(`cannot lock ${what}: ${(error as Error).message}`);
  const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  // A few rounds: a lock released, or taken over by another run, between two looks is looked at again.
  for (let round = 0; round < 5; round++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, text);
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw refused(error);
    }
    let held: string;
    let age: number;
    try {
      held = readFileSync(lock, 'utf8');
      age = Date.now() - statSync(lock).mtimeMs;
    } catch (error) {
      if (gone(error)) continue; // released meanwhile
      throw refused(error);
    }
    // Empty and new: a run that has just made it, and is writing its id. Empty and old: a run killed right then.
    const holder = held.trim() === '' && age < EMPTY_LOCK_MS ? 0 : holderOf(held);
    if (holder !== undefined) throw new UsageError(busy(holder === 0 ? 'one that is taking the folder now' : `process ${holder}`));
    // Left by a run that was killed: taken over by moving it aside first. Of two runs that both found it left, one
    // moves it and the other finds it gone (removed outright, the second run's removal took the first one's new
    // lock, and both ran); a lock that another run made meanwhile, moved aside by mistake, is put back.
    const aside = `${lock}.${process.pid}.left`;
    try {
      renameSync(lock, aside);
    } catch (error) {
      if (gone(error)) continue;
      throw refused(error);
    }
    if (readFileSync(aside, 'utf8') !== held) {
      try {
        linkSync(aside, lock);
      } catch {
        // another run made one meanwhile: it holds the folder, as this one finds next round
      }
    }
    rmSync(aside, { force: true });
  }
  throw new UsageError(`cannot lock ${what}: other runs took and released it while this one looked; try again`);
}

const REPORT_NAMES: readonly string[] = Object.values(REPORT_FILES);

/** The exit code of a run stopped by a signal, as a shell reports a process that the signal killed (SIGINT: 130). */
export const exitCodeOfSignal = (signal: NodeJS.Signals): number => 128 + constants.signals[signal];

/** What stopped a run or a grading, as its messages name it. */
export const STOP_CAUSES: Readonly<Record<string, string>> = {
  SIGINT: 'Ctrl-C (SIGINT)',
  SIGTERM: 'SIGTERM',
  SIGHUP: 'its terminal closing (SIGHUP)',
  SIGPIPE: 'its output closing (SIGPIPE)',
};

/**
 * The signals that stop a run or a grading as Ctrl-C does, cleaning up and saying so: SIGHUP too, which a closed
 * terminal or a dropped ssh session sends, and which by default ended a grading before it had written a scoreboard.
 */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Ends this process as `signal` would, once the kit has cleaned up after it: with its exit code, or, for SIGHUP, by
 * the signal itself. A terminal that closed is gone, and Node's own exit, which puts the terminal's settings back,
 * then fails an assertion and dumps core (nodejs/node#51519): a grading stopped so ended with signal 6 or 11, not
 * as a hang-up.
 */
export function endBySignal(signal: NodeJS.Signals): never {
  if (signal === 'SIGHUP') {
    process.removeAllListeners('SIGHUP'); // Node's default again: the signal ends the process
    process.kill(process.pid, 'SIGHUP');
  }
  process.exit(exitCodeOfSignal(signal));
}

/**
 * What a single run stopped by a signal says on stderr: a CI job cancelled or timed out (SIGTERM) otherwise ends
 * with a log that says nothing of why no report was uploaded.
 */
export const stoppedLine = (signal: NodeJS.Signals): string =>
  `todo-kit: stopped by ${STOP_CAUSES[signal] ?? signal} before the run finished, so it wrote no reports (an unfinished run writes none, and the folder's earlier reports are removed)`;

/** The report folder of the run going on in this process, until it is committed or abandoned. */
let openFolder: ReportFolder | undefined;

/**
 * Stop this process's run as `signal` would, and exit: its report folder, while one is open, is abandoned and says
 * why (for a run whose output closed under it, `todo-kit … | head`); else the exit alone (the reports were written).
 */
export function stopRun(signal: NodeJS.Signals): never {
  openFolder?.stop(signal);
  endBySignal(signal);
}

export class ReportFolder {
  private finished = false;
  private readonly onExit = () => this.abandon();
  /** Stopped by a signal: nothing of the run is kept, `onStopped` is told, and the process exits as the signal would end it. */
  readonly stop = (signal: NodeJS.Signals): never => {
    this.abandon();
    this.onStopped?.(signal);
    endBySignal(signal);
  };

  private constructor(
    /** Where the reports end up. */
    readonly dir: string,
    /** Where this run writes them meanwhile: inside the report folder, so that moving is a rename and a killed run leaves nothing elsewhere. */
    readonly staging: string,
    private readonly lock: string,
    /** Whether this run made the folder: one that ends with nothing in it is removed again. */
    private readonly made: boolean,
    /** Told, once the reports are removed, that a signal stops the run. */
    private readonly onStopped?: (signal: NodeJS.Signals) => void,
  ) {
    process.once('exit', this.onExit);
    for (const signal of STOP_SIGNALS) process.once(signal, this.stop);
  }

  /**
   * Take the report folder `dir` for one run: refuse (a UsageError, exit 2) when it names a file, or when another
   * run holds its lock. A lock whose process is gone is taken over.
   */
  static open(dir: string, onStopped?: (signal: NodeJS.Signals) => void): ReportFolder {
    if (existsSync(dir) && !statSync(dir).isDirectory()) {
      throw new UsageError(`--reports ${dir} is a file, not a folder: name a folder for the reports (it is made if it does not exist)`);
    }
    const made = !existsSync(dir);
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw new UsageError(`cannot make the report folder ${dir}: ${(error as Error).message}`);
    }
    const lock = join(dir, REPORTS_LOCK);
    takeLock(
      lock,
      (holder) =>
        `another todo-kit run (${holder}) is writing reports to ${dir}. Wait for it to finish, or give this run ` +
        `a folder of its own with --reports (if no run is going on, remove ${lock})`,
      `the report folder ${dir}`,
    );
    // The folder is this run's now: a staging folder still in it is a run's that was killed before its clean-up ran
    // (SIGKILL), and would stay for ever, some megabytes each.
    for (const name of readdirSync(dir)) if (name.startsWith(STAGING_PREFIX)) removeScratch(join(dir, name));
    let staging: string;
    try {
      staging = mkdtempSync(join(dir, STAGING_PREFIX));
    } catch (error) {
      rmSync(lock, { force: true });
      throw new UsageError(`cannot write in the report folder ${dir}: ${(error as Error).message}`);
    }
    openFolder = new ReportFolder(dir, staging, lock, made, onStopped);
    return openFolder;
  }

  /** The run finished: its reports replace the previous run's, and a report it did not write is not left behind. */
  commit(): void {
    if (this.finished) return;
    for (const name of REPORT_NAMES) {
      const written = join(this.staging, name);
      if (existsSync(written)) renameSync(written, join(this.dir, name));
      else rmSync(join(this.dir, name), { force: true });
    }
    this.release();
  }

  /**
   * The run could not finish: nothing of it is kept, and the reports it would have replaced are removed. Answers the
   * names of those it removed (none once the folder is done with).
   */
  abandon(): string[] {
    if (this.finished) return [];
    const removed = REPORT_NAMES.filter((name) => existsSync(join(this.dir, name)));
    for (const name of REPORT_NAMES) rmSync(join(this.dir, name), { force: true });
    this.release();
    // A run stopped before any scenario (a usage error) leaves no empty reports folder of its making behind.
    if (this.made) {
      try {
        rmdirSync(this.dir);
      } catch {
        // not empty (a file of the user's was put there meanwhile), or gone: left as it is
      }
    }
    return removed;
  }

  private release(): void {
    this.finished = true;
    rmSync(this.staging, { recursive: true, force: true });
    rmSync(this.lock, { force: true });
    process.removeListener('exit', this.onExit);
    for (const signal of STOP_SIGNALS) process.removeListener(signal, this.stop);
    if (openFolder === this) openFolder = undefined;
  }
}
