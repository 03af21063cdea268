/**
 * A local replay of a GitHub Actions workflow, for the examples the kit ships in .github/workflows: a course copies
 * them, so they must run as written against this version of the kit. Each job of the matrix runs in a workspace of
 * its own, after the jobs it needs; its `run` steps are run by bash as the runner runs them
 * (`bash --noprofile --norc -eo pipefail`), with the workflow's, the job's and the step's env, every `${{ }}`
 * evaluated by GitHub's own expression library (@actions/expressions), and GITHUB_STEP_SUMMARY a file of the job's.
 *
 * What the runner's actions do is stood in for, and said: actions/checkout lays out the files the caller gives (the
 * course's files, and the kit beside them), actions/setup-node is this Node, actions/upload-artifact and
 * download-artifact copy folders (a second artifact of one name fails, as v4's 409 does). A `run` step the caller
 * names as stood in for (the kit's own `npm ci`: its dependencies are installed where the replay runs it) is not
 * run. Every `if:` is evaluated as the runner does, nothing cancelled: after a failed step, only the steps whose
 * condition asks for it (always(), failure(), !cancelled()) run. A step's PATH has no node_modules/.bin, as a
 * runner's has none. Not replayed: a job-level `if:`'s narrower contexts, concurrency, caches, and what `npm ci
 * --omit=dev` would leave out (the kit's development dependencies are there).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

type Expressions = typeof import('@actions/expressions');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string | boolean;
  env?: Record<string, unknown>;
  with?: Record<string, unknown>;
}

interface Job {
  needs?: string | string[];
  if?: string | boolean;
  env?: Record<string, unknown>;
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: Step[];
}

interface Workflow {
  env?: Record<string, unknown>;
  on?: { workflow_dispatch?: { inputs?: Record<string, { default?: string }> } };
  jobs: Record<string, Job>;
}

export interface ReplayOptions {
  /** The workflow's file. */
  workflow: string;
  /** A folder of the replay's own: the jobs' workspaces and the artifacts go in it. */
  folder: string;
  /** The repository variables (vars.*); the inputs are the workflow_dispatch defaults. */
  vars: Record<string, string>;
  /** github.repository. */
  repository: string;
  /** Lays out a checkout's files in the job's workspace (at `path`, or the workspace itself). */
  checkout(workspace: string, path: string | undefined): void;
  /** Why a `run` step is stood in for, or undefined to run it. */
  standIn(run: string): string | undefined;
  /** The environment every step starts from (PATH, HOME, TMPDIR). */
  env: Record<string, string>;
}

export interface StepRecord {
  job: string;
  step: string;
  /** How it ended: its exit code, or what stood in for it. */
  exitCode?: number;
  standIn?: string;
  output: string;
}

export interface JobRecord {
  job: string;
  workspace: string;
  summary: string;
  steps: StepRecord[];
}

/** The matrix's combinations (its keys' arrays crossed); one empty combination without a matrix. */
function combinations(matrix: Record<string, unknown[]> | undefined): Array<Record<string, unknown>> {
  let all: Array<Record<string, unknown>> = [{}];
  for (const [key, values] of Object.entries(matrix ?? {})) {
    if (!Array.isArray(values)) throw new Error(`workflow replay: matrix.${key} is not a list (include and exclude are not replayed)`);
    all = all.flatMap((combination) => values.map((value) => ({ ...combination, [key]: value })));
  }
  return all;
}

/** The jobs in an order that runs each after those it needs. */
function jobOrder(jobs: Record<string, Job>): string[] {
  const order: string[] = [];
  const visit = (id: string, path: string[]): void => {
    if (order.includes(id)) return;
    if (path.includes(id)) throw new Error(`workflow replay: the jobs need each other (${[...path, id].join(' → ')})`);
    const needs = jobs[id]?.needs;
    for (const need of typeof needs === 'string' ? [needs] : (needs ?? [])) visit(need, [...path, id]);
    order.push(id);
  };
  Object.keys(jobs).forEach((id) => visit(id, []));
  return order;
}

/** The status functions of a job so far: whether a step of it failed (nothing is cancelled in a replay). */
function statusFunctions(x: Expressions, failed: boolean) {
  const constant = (name: string, value: boolean) => ({ name, minArgs: 0, maxArgs: 0, call: () => new x.data.BooleanData(value) });
  return [constant('success', !failed), constant('always', true), constant('failure', failed), constant('cancelled', false)];
}

/** An evaluator of `${{ }}` expressions, and of `if:` conditions, over one context. */
function evaluatorOver(x: Expressions, context: Record<string, unknown>, failed = false) {
  const functions = statusFunctions(x, failed);
  const data = JSON.parse(JSON.stringify(context), x.data.reviver) as InstanceType<Expressions['data']['Dictionary']>;
  const evaluate = (expression: string) => {
    const { tokens } = new x.Lexer(expression).lex();
    const parsed = new x.Parser(tokens, Object.keys(context), functions).parse();
    return new x.Evaluator(parsed, data, new Map(functions.map((f) => [f.name, f]))).evaluate();
  };
  return {
    text: (value: unknown): string => String(value ?? '').replace(/\$\{\{(.*?)\}\}/gs, (_, expression: string) => evaluate(expression).coerceString()),
    // No condition is success(), as GitHub reads it: after a failed step, only a step that asks for it runs.
    condition: (value: string | boolean | undefined): boolean => {
      if (value === undefined) return !failed;
      if (typeof value === 'boolean') return value;
      const bare = /^\s*\$\{\{(.*)\}\}\s*$/s.exec(value)?.[1] ?? value;
      return truthy(evaluate(bare));
    },
  };
}

/** GitHub's truthiness: false, 0, "" and null are false. */
function truthy(value: { coerceString(): string }): boolean {
  const text = value.coerceString();
  return !(text === '' || text === 'false' || text === '0' || text === 'null');
}

/** A folder's copy, made where it goes. */
function copyFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
}

/** Runs every job of the workflow, in order, each combination of its matrix in a workspace of its own. */
export async function replayWorkflow(options: ReplayOptions): Promise<JobRecord[]> {
  const x = (await import('@actions/expressions')) as Expressions;
  const workflow = parse(readFileSync(options.workflow, 'utf8')) as Workflow;
  const inputs = Object.fromEntries(Object.entries(workflow.on?.workflow_dispatch?.inputs ?? {}).map(([name, input]) => [name, input.default ?? '']));
  const artifacts = join(options.folder, 'artifacts');
  const records: JobRecord[] = [];
  const base = { inputs, vars: options.vars, secrets: {}, github: { repository: options.repository, token: 'replay-token', event_name: 'workflow_dispatch' } };
  const onBase = evaluatorOver(x, base);
  const workflowEnv = Object.fromEntries(Object.entries(workflow.env ?? {}).map(([name, value]) => [name, onBase.text(value)]));
  for (const id of jobOrder(workflow.jobs)) {
    const job = workflow.jobs[id]!;
    const matrix = combinations(job.strategy?.matrix);
    for (const [index, combination] of matrix.entries()) {
      const context = { ...base, env: workflowEnv, matrix: combination, strategy: { 'job-index': index, 'job-total': matrix.length }, runner: { os: 'Linux' } };
      const onJob = evaluatorOver(x, context);
      if (!onJob.condition(job.if)) continue;
      const name = matrix.length > 1 ? `${id} (${Object.values(combination).join(', ')})` : id;
      const workspace = join(options.folder, `${id}-${index + 1}`);
      mkdirSync(workspace, { recursive: true });
      const summaryFile = join(options.folder, `${id}-${index + 1}.summary.md`);
      writeFileSync(summaryFile, '');
      const jobEnv = { ...workflowEnv, ...Object.fromEntries(Object.entries(job.env ?? {}).map(([k, v]) => [k, onJob.text(v)])) };
      const steps: StepRecord[] = [];
      for (const step of job.steps) {
        const stepContext = { ...context, env: jobEnv };
        const evaluator = evaluatorOver(
          x,
          stepContext,
          steps.some((done) => (done.exitCode ?? 0) !== 0),
        );
        if (!evaluator.condition(step.if)) continue;
        const label = step.name ? evaluator.text(step.name) : (step.uses ?? step.run?.split('\n')[0] ?? '');
        const withs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluator.text(v)]));
        if (step.uses) {
          steps.push({ job: name, step: label, ...useAction(step.uses, withs, workspace, artifacts, options) });
          continue;
        }
        const script = evaluator.text(step.run);
        const standIn = options.standIn(script.trim());
        if (standIn) {
          steps.push({ job: name, step: label, standIn, output: '' });
          continue;
        }
        const env = {
          ...options.env,
          // The runner's PATH has no project's node_modules/.bin: a tool the kit has as a dependency is not a command there.
          PATH: (options.env.PATH ?? '')
            .split(':')
            .filter((dir) => !/[\\/]node_modules[\\/]\.bin$/.test(dir))
            .join(':'),
          ...jobEnv,
          ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, evaluator.text(v)])),
          CI: 'true',
          GITHUB_ACTIONS: 'true',
          GITHUB_WORKSPACE: workspace,
          GITHUB_REPOSITORY: options.repository,
          GITHUB_STEP_SUMMARY: summaryFile,
        };
        const ran = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
          cwd: workspace,
          env,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          timeout: 5 * 60_000,
        });
        steps.push({ job: name, step: label, exitCode: ran.status ?? -1, output: `${ran.stdout}${ran.stderr}${ran.error ? `\n${ran.error.message}` : ''}` });
      }
      records.push({ job: name, workspace, summary: readFileSync(summaryFile, 'utf8'), steps });
    }
  }
  return records;
}

/** What one of the runner's actions does, stood in for. */
function useAction(
  uses: string,
  withs: Record<string, string>,
  workspace: string,
  artifacts: string,
  options: ReplayOptions,
): Omit<StepRecord, 'job' | 'step'> {
  const action = uses.split('@')[0];
  if (action === 'actions/checkout') {
    options.checkout(workspace, withs.path || undefined);
    return { standIn: `checkout of ${withs.repository || options.repository}${withs.path ? ` into ${withs.path}` : ''}`, output: '' };
  }
  if (action === 'actions/setup-node') return { standIn: `this Node (${process.version})`, output: '' };
  if (action === 'actions/upload-artifact') {
    const from = join(workspace, withs.path ?? '');
    const empty = !existsSync(from) || readdirSync(from).length === 0;
    const to = join(artifacts, withs.name || 'artifact');
    if (empty && withs['if-no-files-found'] === 'error') return { exitCode: 1, output: `upload-artifact: no files at ${withs.path}` };
    // v4 refuses a second artifact of a name in one run (409 Conflict): shards that upload under one name fail.
    if (existsSync(to)) return { exitCode: 1, output: `upload-artifact: an artifact named ${withs.name} was uploaded already in this run` };
    if (!empty) copyFolder(from, to);
    return { exitCode: 0, output: '' };
  }
  if (action === 'actions/download-artifact') {
    const pattern = new RegExp(`^${(withs.pattern ?? withs.name ?? '*').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    // One artifact by name goes into path; several (a pattern, or none named) each into a folder of its name under
    // path (v4, without merge-multiple).
    for (const name of existsSync(artifacts) ? readdirSync(artifacts) : []) {
      if (pattern.test(name)) copyFolder(join(artifacts, name), join(workspace, withs.path ?? '', withs.name ? '' : name));
    }
    return { exitCode: 0, output: '' };
  }
  return { exitCode: 1, output: `workflow replay: no stand-in for ${uses}` };
}
