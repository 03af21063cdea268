/**
 * The grading pool: runs many single runs (GradeJob) in a few grading processes (cli/grade-worker.ts), each of
 * which loaded its profile's steps once. At most `jobs` processes run at once; a process serves one profile, and
 * takes that profile's next submission while there is one. Every submission still runs in its own module host or
 * command. A submission that outlives its budget is stopped by killing its grading process (and with it the
 * implementation's), scored "over budget", and the others go on in a fresh process; so does a process that dies.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_GRADE_BUDGET_MS, DEFAULT_GRADE_JOBS, KILLED_PROCESS_WAIT_MS, KIT_ROOT, PROGRESS_WAIT_MS, SHUTDOWN_GRACE_MS } from '../harness/defaults';
import { removeRunFolder } from '../harness/isolation';
import { descendantsOf, killEach, waitUntilGone } from '../harness/process-tree';
import { removeIfKitDies } from '../harness/reaper';
import type { FromWorker, GradeJob, ToWorker, WorkerSettings } from './grade-worker';
import { kitProcessEnv } from './kit-process-env';
import { OUTCOME_KINDS, type RunProgress } from './run-summary';

export type { GradeJob };

/** How a submission's run ended: it ran to its own exit code, or the kit had to stop it, or the kit failed. */
export type Fate = 'ran' | 'over budget' | 'kit error';

export interface GradeResult {
  job: GradeJob;
  fate: Fate;
  /** The single run's exit code (0 conformant, 1 failures, 2 did not load, 3 internal error); null when stopped. */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

export interface PoolSettings extends Partial<WorkerSettings> {
  jobs?: number;
  budgetMs?: number;
  /** Called as each submission is done, in the order they finish. */
  onResult?: (result: GradeResult) => void;
  /** Called as a submission's job starts, before its report folder is emptied: a folder of one never started is as it was. */
  onStart?: (job: GradeJob) => void;
  /** Aborted, grading stops: see gradeAll. */
  signal?: AbortSignal;
}

const WORKER = join(__dirname, 'grade-worker.ts');
const REGISTER_TYPESCRIPT = join(KIT_ROOT, 'harness', 'register-typescript.js');
/** Output of a grading process kept to explain its death. */
const TAIL_CHARS = 4000;

/** One grading process and the job it is on. */
class Worker {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  /** Settles once the process has exited and its temporary folder is removed. */
  private readonly exited: Promise<void>;
  private current:
    { job: GradeJob; started: number; stdout: string; stderr: string; timer: NodeJS.Timeout | undefined; settle: (r: GradeResult) => void } | undefined;
  private tail = '';
  private dead = false;
  /** The process's temporary folder (its runs' scratch folders), removed once it has exited. */
  private readonly temporary: string;
  /** Waiting for the process to say how far a job got (askProgress). */
  private progressAnswer: ((id: number, progress: RunProgress | undefined) => void) | undefined;
  /** The processes kill() sent a SIGKILL: the process and what it had started. */
  private killed: number[] = [];
  /** Whether the profile's steps loaded: a process that dies before is the kit's fault, the same for every job. */
  wasReady = false;

  constructor(
    readonly profile: string,
    settings: WorkerSettings,
    private readonly budgetMs: number,
    env: NodeJS.ProcessEnv,
  ) {
    // The process's temporary folder, where its runs make their scratch folders: a process killed over budget
    // cannot remove what it made (its exit handlers do not run), so the pool removes the whole folder once it ends.
    // Absolute: the process runs in the kit's folder, where a relative TMPDIR (TMPDIR=tmp) names another folder.
    const temporary = mkdtempSync(join(resolve(tmpdir()), 'todo-kit-grading-'));
    removeIfKitDies(temporary); // and should the kit be SIGKILLed, its reaper does
    this.temporary = temporary;
    this.child = fork(WORKER, [profile, JSON.stringify(settings)], {
      execArgv: ['--require', REGISTER_TYPESCRIPT],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      cwd: KIT_ROOT,
      env: { ...env, TMPDIR: temporary, TMP: temporary, TEMP: temporary },
    });
    // How the process ended: its exit, or (when it could not even start: EAGAIN, EMFILE) an 'error' and no exit.
    // Any other 'error' (a message that could not be sent to a process that died) is told by its exit.
    const ended = new Promise<string>((resolve) => {
      this.child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
      this.child.on('error', (error) => {
        if (this.child.pid === undefined) resolve(`could not start: ${error.message}`);
      });
    });
    // What kill() killed may still be dying when the process has: the pool is done with it once that is gone too.
    this.exited = ended.then(() => waitUntilGone(this.killed, KILLED_PROCESS_WAIT_MS)).then(() => removeRunFolder(temporary));
    // Stray output (a warning printed by a library) belongs to the submission being verified, if any.
    this.child.stdout!.on('data', (chunk: Buffer) => this.stray('stdout', String(chunk)));
    this.child.stderr!.on('data', (chunk: Buffer) => this.stray('stderr', String(chunk)));
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          this.wasReady = true;
          resolve();
        } else if (message.type === 'progress') {
          this.progressAnswer?.(message.id, message.progress);
        } else if (message.type === 'done' && this.current?.job.id === message.id) {
          const { job, started } = this.current;
          this.finish({
            job,
            fate: 'ran',
            exitCode: message.exitCode,
            stdout: this.current.stdout + message.stdout,
            stderr: this.current.stderr + message.stderr,
            seconds: (Date.now() - started) / 1000,
          });
        }
      });
      void ended.then((how) => {
        this.dead = true;
        const why = `the grading process of profile ${profile} ended (${how}) ${this.current ? `while verifying ${this.current.job.name}` : 'before it was ready'}`;
        reject(new Error(`${why}:\n${this.tail}`));
        if (this.current) {
          const { job, started, stdout, stderr } = this.current;
          this.finish({
            job,
            fate: 'kit error',
            exitCode: null,
            stdout,
            stderr: `${stderr}todo-kit grade: ${why}\n${this.tail}`,
            seconds: (Date.now() - started) / 1000,
          });
        }
      });
    });
    this.ready.catch(() => undefined); // a process that dies before it is ready is reported through its job
  }

  get alive(): boolean {
    return !this.dead;
  }

  /** Verify one submission; the answer always comes, whatever the submission or the process does. */
  run(job: GradeJob, onStart?: (job: GradeJob) => void): Promise<GradeResult> {
    return new Promise((settle) => {
      const started = Date.now();
      const current = { job, started, stdout: '', stderr: '', settle, timer: undefined as NodeJS.Timeout | undefined };
      this.current = current;
      this.ready.then(
        () => {
          // A report of an earlier grading must not pass for this one's: removed as its job starts (onStart may move
          // it aside first, for a stop to put back: cli/earlier-reports.ts), so that a grading stopped early (Ctrl-C)
          // leaves the reports of the submissions it did not reach as they were. One that cannot be removed (a file
          // the grader may not delete) fails this submission, not the grading.
          onStart?.(job);
          try {
            rmSync(job.reportsDir, { recursive: true, force: true });
          } catch (error) {
            this.current = undefined;
            const why = `could not remove the earlier report folder ${job.reportsDir}: ${(error as Error).message}`;
            settle({ job, fate: 'kit error', exitCode: null, stdout: '', stderr: `todo-kit grade: ${why}\n`, seconds: 0 });
            return;
          }
          // The budget (and the time on the scoreboard) counts from the moment the submission is sent: loading the
          // steps is the kit's cost, not the submission's.
          current.started = Date.now();
          current.timer = setTimeout(() => {
            if (this.current !== current) return;
            this.current = undefined; // over budget now, whatever the process answers from here on
            const seconds = (Date.now() - current.started) / 1000;
            const budget = `${(this.budgetMs / 1000).toFixed(0)} s`;
            // Asked first how far the submission got (a second at most), so that its why.txt says where it was slow.
            void this.askProgress(job.id).then((progress) => {
              this.kill();
              settle({
                job,
                fate: 'over budget',
                exitCode: null,
                stdout: current.stdout,
                stderr: `${current.stderr}todo-kit grade: stopped after ${budget}, its whole budget (--budget)${progressText(progress)}${paceText(progress, seconds)}\n`,
                seconds,
              });
            });
          }, this.budgetMs);
          this.child.send({ type: 'job', job } satisfies ToWorker);
        },
        () => undefined, // the exit handler has answered already
      );
    });
  }

  /**
   * How far job `id` has got, as its grading process says within PROGRESS_WAIT_MS: its progress, 'not started' (its
   * scenarios had not begun), or undefined when the process does not answer (it is busy, or gone).
   */
  private askProgress(id: number): Promise<RunProgress | 'not started' | undefined> {
    return new Promise((resolve) => {
      const done = (answer: RunProgress | 'not started' | undefined) => {
        clearTimeout(timer);
        this.progressAnswer = undefined;
        resolve(answer);
      };
      const timer = setTimeout(() => done(undefined), PROGRESS_WAIT_MS);
      this.progressAnswer = (answered, progress) => {
        if (answered === id) done(progress ?? 'not started');
      };
      if (!this.child.connected) return done(undefined);
      this.child.send({ type: 'progress', id } satisfies ToWorker, (error) => {
        if (error) done(undefined);
      });
    });
  }

  /**
   * Kill the grading process and everything it started: the implementation runs in a process group of its own
   * (so that a single run can stop it), and a command that ignores its closed stdin would outlive the kill.
   */
  kill(): void {
    if (this.dead) return;
    const tree = this.child.pid === undefined ? [] : descendantsOf(this.child.pid);
    this.child.kill('SIGKILL');
    // What was reached is waited for once the process has exited (see exited); what was gone, or not ours, is not.
    this.killed = [...(this.child.pid === undefined ? [] : [this.child.pid]), ...killEach(tree)];
    this.dead = true;
  }

  /**
   * For the kit exiting before the pool is done (a second Ctrl-C exits at once): kill the process and what it
   * started, and remove its folder, all at once, as the kit's 'exit' handlers must.
   */
  abandon(): void {
    this.kill();
    removeRunFolder(this.temporary);
  }

  /**
   * Ask the process to leave (it exits when its channel closes); settles once it has, killing it if it has not
   * after SHUTDOWN_GRACE_MS. Grading waits for this, so that no grading process outlives the kit, and the kit's own
   * process accounts for their CPU (a process that exits first leaves them to init).
   */
  close(): Promise<void> {
    if (this.dead) return this.exited; // killed, or ended on its own: its exit is at hand, or past
    if (this.child.connected) this.child.disconnect();
    const timer = setTimeout(() => this.kill(), SHUTDOWN_GRACE_MS);
    return this.exited.finally(() => clearTimeout(timer));
  }

  private finish(result: GradeResult): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    clearTimeout(current.timer);
    current.settle(result);
  }

  private stray(stream: 'stdout' | 'stderr', text: string): void {
    this.tail = (this.tail + text).slice(-TAIL_CHARS);
    if (this.current) this.current[stream] += text;
  }
}

/** IDs named in a stopped submission's note, at most. */
const PROGRESS_IDS_NAMED = 3;

/**
 * How far a run stopped at its budget had got, as the end of the sentence that says it was stopped. The scenarios
 * that did not pass are counted by how they ended: calls that timed out one after another are where a budget goes,
 * and a student told only "did not" looks for a wrong answer.
 */
export function progressText(progress: RunProgress | 'not started' | undefined): string {
  if (progress === undefined) return ''; // its grading process did not say
  if (progress === 'not started') return ', before its first scenario began (the submission was still loading)';
  const { planned, outcomes, running } = progress;
  const notPassing = outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped');
  const notPassed = notPassing.map((o) => o.id);
  const more = notPassed.length > PROGRESS_IDS_NAMED ? ` +${notPassed.length - PROGRESS_IDS_NAMED} more` : '';
  const kinds = OUTCOME_KINDS.map((kind) => [kind, notPassing.filter((o) => o.kind === kind).length] as const).filter(([, count]) => count > 0);
  const how = kinds.map(([kind, count]) => `${count} ${kind}`).join(', ');
  const listed = notPassed.length > 0 ? `, ${notPassed.length} did not (${how}): ${notPassed.slice(0, PROGRESS_IDS_NAMED).join(', ')}${more}` : '';
  const passed = outcomes.filter((o) => o.kind === 'passed').length;
  const ran = `. By then ${outcomes.length} of ${planned} scenarios had an outcome (${passed} passed${listed})`;
  return running ? `${ran}, and ${running.id} ("${running.name}") had been running for ${running.seconds.toFixed(0)} s` : ran;
}

/** Scenarios a slow submission must have finished before its pace is told: fewer say little of the rest. */
const PACE_AFTER_SCENARIOS = 3;
/** A scenario running this many times the pace of those before it (a second at least) is where the submission is stuck. */
const STUCK_PACES = 3;
/** …and, whatever the pace, running this long: a scenario's calls take some tenths of a second at the most. */
const STUCK_FLOOR_SECONDS = 0.2;

/**
 * Why a submission that no call of which timed out still ran out of budget: its pace, and what the whole run would
 * take at that pace. A student told only where they were stopped looks for a hang that is not there.
 */
function paceText(progress: RunProgress | 'not started' | undefined, seconds: number): string {
  if (progress === undefined || progress === 'not started') return '';
  const { planned, outcomes, running } = progress;
  if (outcomes.length < PACE_AFTER_SCENARIOS || outcomes.some((o) => o.kind === 'timed out')) return '';
  const each = (seconds - (running?.seconds ?? 0)) / outcomes.length;
  // Stuck in the scenario it was in (a call that waits on a long --timeout), not slow all along: where it was says it.
  if (running && running.seconds > STUCK_PACES * Math.max(each, STUCK_FLOOR_SECONDS)) return '';
  // At a pace that would have finished within the budget, the time went elsewhere (its loading, one slow scenario).
  const whole = each * planned;
  if (whole <= seconds) return '';
  return (
    `. No call has timed out so far: the submission is slow in every scenario. At its pace (${each.toFixed(1)} s a scenario), its ${planned} ` +
    `scenarios would take about ${Math.round(whole)} s; a longer --budget would let it finish.`
  );
}

/**
 * Grade every job; answers the results in the jobs' order. Jobs of one profile are best listed together: a
 * process is started per run of consecutive jobs of a profile and per slot. With `settings.signal` aborted, grading
 * stops: the answer then holds the jobs graded before, and every grading process has ended, its folder removed.
 */
export async function gradeAll(jobs: readonly GradeJob[], settings: PoolSettings = {}): Promise<GradeResult[]> {
  const slots = Math.max(1, Math.min(settings.jobs ?? DEFAULT_GRADE_JOBS, jobs.length));
  const workerSettings: WorkerSettings = { html: settings.html ?? true, typecheck: settings.typecheck ?? true };
  const budgetMs = settings.budgetMs ?? DEFAULT_GRADE_BUDGET_MS;
  const env = kitProcessEnv(jobs.flatMap((job) => job.argv));
  const pending = [...jobs];
  const results = new Map<number, GradeResult>();
  const closing: Promise<void>[] = [];
  /** The profile each slot's process serves now. */
  const serving = new Map<number, string>();
  /** Every grading process started, for a stop to end them all. */
  const started = new Set<Worker>();
  // Stopped (the kit interrupted): no slot takes another submission, and every grading process is asked to leave
  // as an interrupted single run does (its runs' report folders abandoned, its implementations killed), killed past
  // SHUTDOWN_GRACE_MS; the pool removes its folder once it has exited, and answers the results it has.
  let stopping = false;
  const stop = () => {
    stopping = true;
    pending.length = 0;
    for (const worker of started) closing.push(worker.close());
  };
  if (settings.signal?.aborted) stop();
  settings.signal?.addEventListener('abort', stop, { once: true });
  // The kit exiting before the pool is done (a second Ctrl-C exits at once, a crash): no grading process outlives
  // it, and no folder of theirs stays.
  const abandonAll = () => {
    for (const worker of started) worker.abandon();
  };
  process.on('exit', abandonAll);

  async function slot(index: number): Promise<void> {
    let worker: Worker | undefined;
    for (;;) {
      // The same profile's next submission if this slot's process serves one; else the first waiting of a profile
      // no other slot serves (a process of its own loads a profile's steps once more); else the first waiting.
      const at = worker?.alive ? pending.findIndex((job) => job.profile === worker!.profile) : -1;
      const served = new Set([...serving].filter(([other]) => other !== index).map(([, profile]) => profile));
      const unserved = pending.findIndex((job) => !served.has(job.profile));
      const job = pending.splice(at >= 0 ? at : unserved >= 0 ? unserved : 0, 1)[0];
      if (!job) break;
      if (!worker?.alive || worker.profile !== job.profile) {
        if (worker) closing.push(worker.close());
        worker = new Worker(job.profile, workerSettings, budgetMs, env);
        started.add(worker);
      }
      serving.set(index, job.profile);
      const result = await worker.run(job, settings.onStart);
      // Ended by the stop: not a verdict of the submission. Unless its run had finished (it answered before its
      // process was asked to leave): its reports are whole, and it is graded.
      if (stopping && result.fate !== 'ran') break;
      const done = [result];
      if (result.fate === 'kit error' && !worker.wasReady) {
        // The profile's steps do not load: every submission of the profile would fail the same way, at the cost
        // of a process each. Say it once per submission, without trying.
        for (let i = pending.length - 1; i >= 0; i--) {
          if (pending[i]!.profile === job.profile) done.push({ ...result, job: pending.splice(i, 1)[0]!, seconds: 0 });
        }
      }
      for (const each of done) {
        results.set(each.job.id, each);
        settings.onResult?.(each);
      }
      if (stopping) break;
    }
    serving.delete(index);
    if (worker) closing.push(worker.close());
  }

  await Promise.all(Array.from({ length: slots }, (_, index) => slot(index)));
  settings.signal?.removeEventListener('abort', stop);
  await Promise.all(closing);
  process.removeListener('exit', abandonAll);
  return jobs.flatMap((job) => results.get(job.id) ?? []); // all of them, unless stopped
}
