/**
 * A grading process: loads one profile's steps once, then verifies submissions one after another as the grading
 * pool (cli/grade-pool.ts) sends them, each exactly as a single run would (cli/run-once.ts), each in its own module
 * host or command. Started by the pool with the profile's id; speaks over Node's IPC channel.
 *
 *   pool → worker  { type: 'job', job }               worker → pool  { type: 'ready' } once the steps are loaded
 *                                                     worker → pool  { type: 'done', id, exitCode, stdout, stderr }
 *   pool → worker  { type: 'progress', id }           worker → pool  { type: 'progress', id, progress? }
 *   (asked as a job's budget runs out, before the process is killed: how far it got, none before its scenarios start)
 */
import { setFlagsFromString } from 'node:v8';
import { KIT_V8_FLAGS, TYPECHECK_BUDGET_MS } from '../harness/defaults';
import { findProfile } from '../harness/profiles';
import { implementationUnderTest } from '../harness/implementation-under-test';
import type { Confinement } from '../harness/isolation';
import { cacheFeaturePaths } from './feature-paths-cache';
import { cacheGherkinParsing } from './gherkin-cache';
import { CliUsageError, EXIT, parseOptions } from './options';
import { loadProfileSupport, verifyOnce } from './run-once';
import type { RunProgress } from './run-summary';

setFlagsFromString(KIT_V8_FLAGS.join(' ')); // for a process as short as a grading one (defaults.ts says why)

export interface GradeJob {
  id: number;
  /** The submission's name (its report folder's). */
  name: string;
  profile: string;
  /** The arguments of the single run that would verify it, without --reports. */
  argv: string[];
  /** Its report folder, absolute. */
  reportsDir: string;
  /** Where relative paths in argv start. */
  cwd: string;
  /** Type-check a TypeScript submission, overriding the pool's setting for this job. */
  typecheck?: boolean;
  /** The submission, when it is one of a class's, and its grading's --out: what its module may read (isolation.ts confinedReads). */
  confine?: Confinement;
}

export interface WorkerSettings {
  html: boolean;
  typecheck: boolean;
}

export type ToWorker = { type: 'job'; job: GradeJob } | { type: 'progress'; id: number };
export type FromWorker =
  { type: 'ready' } | { type: 'done'; id: number; exitCode: number; stdout: string; stderr: string } | { type: 'progress'; id: number; progress?: RunProgress };

/** The environment a single run would see, less what chooses an implementation: a job's argv says that. */
function jobEnvironment(): NodeJS.ProcessEnv {
  const { TODO_KIT_IMPL: _impl, TODO_KIT_IMPL_CMD: _cmd, TODO_KIT_PROFILE: _profile, ...rest } = process.env;
  return rest;
}

async function main(): Promise<void> {
  const [profileId, settingsText] = process.argv.slice(2);
  const profile = findProfile(profileId ?? '');
  if (!profile || !process.send) throw new Error(`kit error: grade-worker started without a profile or an IPC channel (${profileId})`);
  const settings = JSON.parse(settingsText ?? '{}') as WorkerSettings;
  const send = (message: FromWorker) => process.send!(message);
  const support = await loadProfileSupport(profile);
  cacheFeaturePaths(); // every submission's run looks for the same feature files
  cacheGherkinParsing(); // and parses them
  send({ type: 'ready' });

  /** The job being verified, and how far its scenarios have got once they started. */
  let current: { id: number; progress?: () => RunProgress } | undefined;
  // One job at a time: the pool sends the next only after this one's answer.
  process.on('message', (message: ToWorker) => {
    if (message.type === 'progress') {
      const progress = current?.id === message.id ? current.progress?.() : undefined;
      send({ type: 'progress', id: message.id, ...(progress && { progress }) });
      return;
    }
    if (message.type !== 'job') return;
    const { job } = message;
    const watched: { id: number; progress?: () => RunProgress } = { id: job.id };
    current = watched;
    let stdout = '';
    let stderr = '';
    // No progress output: a graded submission has no terminal (its log holds what the kit itself says).
    const output = { log: (text: string) => (stdout += `${text}\n`), error: (text: string) => (stderr += `${text}\n`) };
    void (async () => {
      let exitCode: number;
      try {
        const options = parseOptions([...job.argv, '--reports', job.reportsDir], jobEnvironment());
        if (options.profile !== profile.id)
          throw new CliUsageError(`kit error: a ${options.profile ?? 'default'} job sent to the ${profile.id} grading process`);
        const watch = (progress: () => RunProgress) => (watched.progress = progress);
        const typecheckGraceMs = TYPECHECK_BUDGET_MS; // a grading waits for the check within its own time (RunExtras)
        const extras = { output, support, html: settings.html, typecheck: job.typecheck ?? settings.typecheck, typecheckGraceMs, watch, confine: job.confine };
        exitCode = await verifyOnce(options, profile, job.cwd, extras);
      } catch (error) {
        if (!(error instanceof CliUsageError)) {
          // Whatever went wrong inside the kit may have left this process in a bad state: answer, then leave.
          await implementationUnderTest()
            .stop()
            .catch(() => undefined);
          const answer: FromWorker = {
            type: 'done',
            id: job.id,
            exitCode: 3,
            stdout,
            stderr: `${stderr}todo-kit: internal error, please report it: ${(error as Error)?.stack ?? String(error)}\n`,
          };
          process.send!(answer, undefined, undefined, () => process.exit(3));
          return;
        }
        output.error(`todo-kit: ${error.message}\nRun todo-kit --help for the options.`); // as cli/main.ts says it
        exitCode = EXIT.usage;
      }
      send({ type: 'done', id: job.id, exitCode, stdout, stderr });
    })();
  });
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(`todo-kit grade: the grading process could not start: ${(error as Error)?.stack ?? String(error)}`);
  process.exit(3);
});
