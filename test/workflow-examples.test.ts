/**
 * The workflow examples a course copies (.github/workflows/grade-example.yml and conformance-example.yml), replayed
 * here step by step as GitHub's runner would run them (test/workflow-replay.ts), in a course's repository: the
 * submissions, or the implementation, and the kit checked out beside them into .todo-kit/. A step that fails, a
 * scoreboard that misses a student, or a summary page left empty fails the test, before a course meets it.
 */
import { expect } from 'chai';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Scoreboard } from '../cli/scoreboard';
import { scratchFolder } from '../harness/isolation';
import { KIT_ROOT } from './run-kit';
import { replayWorkflow, type JobRecord, type ReplayOptions } from './workflow-replay';

const EXAMPLES = join(KIT_ROOT, 'examples', 'todo-list-v2');

/** The environment a runner's step starts from, here: this machine's PATH and temporary folder, a home of its own. */
function stepEnv(folder: string): Record<string, string> {
  const home = join(folder, 'home');
  mkdirSync(home, { recursive: true });
  return { PATH: process.env.PATH ?? '', HOME: home, TMPDIR: process.env.TMPDIR ?? '/tmp', LANG: 'C.UTF-8' };
}

/** A course's repository as the replay checks it out: the files `lay` writes, and the kit at .todo-kit/. */
function courseCheckout(lay: (workspace: string) => void): ReplayOptions['checkout'] {
  return (workspace, path) => {
    if (path === '.todo-kit') symlinkSync(KIT_ROOT, join(workspace, '.todo-kit'));
    else if (path === undefined) lay(workspace);
    else throw new Error(`workflow replay: no checkout into ${path} in this test`);
  };
}

/**
 * The kit's own dependencies are installed where the replay runs it: its `npm ci` is stood in for (with
 * --omit=dev too, which this replay cannot honour: the kit's development dependencies stay there).
 */
const kitInstall = (run: string): string | undefined =>
  /^npm ci\b.*--prefix \.todo-kit\b/.test(run) ? `the kit is installed${/--omit=dev/.test(run) ? ' (its development dependencies too)' : ''}` : undefined;

/** Every step that ran, and how it ended: a failed one's output in the message. */
function expectNoFailedStep(jobs: JobRecord[]): void {
  for (const { job, steps } of jobs) {
    for (const step of steps) {
      expect(step.exitCode ?? 0, `${job} / ${step.step} exited ${step.exitCode}:\n${step.output.slice(-4000)}`).to.equal(0);
    }
  }
}

/** A workflow of the kit's replayed in a course's repository, whose files `lay` writes; the kit is beside them. */
async function replayInCourse(workflow: string, lay: (workspace: string) => void): Promise<JobRecord[]> {
  const folder = scratchFolder('todo-kit-workflow-');
  return replayWorkflow({
    repository: 'course/todo-assignment',
    vars: { TODO_KIT_REPOSITORY: 'course/todo-kit', TODO_KIT_REF: 'v1' },
    workflow: join(KIT_ROOT, '.github', 'workflows', workflow),
    folder,
    env: stepEnv(folder),
    standIn: kitInstall,
    checkout: courseCheckout(lay),
  });
}

describe('the replay itself, on a workflow made to meet its rules', () => {
  it('runs what the runner runs, and fails where the runner fails', async () => {
    const folder = scratchFolder('todo-kit-workflow-');
    const workflow = join(folder, 'demo.yml');
    writeFileSync(
      workflow,
      [
        'on: { workflow_dispatch: { inputs: { who: { default: class } } } }',
        'env: { WHO: "${{ inputs.who }}-${{ vars.TERM_NAME || \'none\' }}" }',
        'jobs:',
        '  shard:',
        '    strategy: { matrix: { n: [1, 2] } }',
        '    steps:',
        '      - run: mkdir out && echo "$WHO ${{ matrix.n }}/${{ strategy.job-total }}" > out/said.txt',
        '      - run: command -v tsc || echo "no tsc" >> out/said.txt', // the kit's node_modules/.bin is no runner's
        '      - uses: actions/upload-artifact@v4',
        '        with: { name: same, path: out/ }', // the second shard's upload of one name fails (409)
        '      - run: echo never >> "$GITHUB_STEP_SUMMARY"',
        '      - if: always()',
        '        run: \'echo "after a failure, ${{ failure() }}" >> "$GITHUB_STEP_SUMMARY"\'',
      ].join('\n'),
    );
    const jobs = await replayWorkflow({
      workflow,
      folder,
      repository: 'course/demo',
      vars: { TERM_NAME: 'autumn' },
      env: { ...stepEnv(folder), PATH: `${join(KIT_ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` },
      standIn: () => undefined,
      checkout: () => undefined,
    });
    const [first, second] = jobs;
    expect(readFileSync(join(first!.workspace, 'out', 'said.txt'), 'utf8')).to.equal('class-autumn 1/2\nno tsc\n');
    expect(first!.steps.map((step) => step.exitCode)).to.deep.equal([0, 0, 0, 0, 0]);
    expect(
      second!.steps.map((step) => step.exitCode),
      'the upload of a name taken fails; only the always() step runs after it',
    ).to.deep.equal([0, 0, 1, 0]);
    expect(second!.summary).to.equal('after a failure, true\n');
  });
});

describe('the workflow examples, replayed as the runner runs them', () => {
  it('grade-example.yml grades a class in four shards and merges one scoreboard with every student, on the summary page', async () => {
    const jobs = await replayInCourse('grade-example.yml', (workspace) => {
      const submissions = join(workspace, 'submissions');
      cpSync(join(EXAMPLES, 'correct-esm'), join(submissions, 'ada'), { recursive: true, filter: (f) => !f.endsWith('.expect.json') });
      cpSync(join(EXAMPLES, 'typescript-esm'), join(submissions, 'grace'), { recursive: true, filter: (f) => !f.endsWith('.expect.json') });
      // A project whose write appends (a broken sample, its imports made the folder's own).
      cpSync(join(EXAMPLES, 'correct-esm'), join(submissions, 'linus'), { recursive: true, filter: (f) => !f.endsWith('.expect.json') });
      writeFileSync(join(submissions, 'linus', 'index.mjs'), readFileSync(join(EXAMPLES, 'broken', 'appends.mjs'), 'utf8').replaceAll('../correct-esm/', './'));
    });
    expect(jobs.map((job) => job.job)).to.deep.equal(['grade (1)', 'grade (2)', 'grade (3)', 'grade (4)', 'scoreboard']);
    expectNoFailedStep(jobs);
    const scoreboard = jobs.at(-1)!;
    const { rows } = JSON.parse(readFileSync(join(scoreboard.workspace, 'scoreboard', 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(rows.map((row) => [row.name, row.verdict]).sort()).to.deep.equal([
      ['ada', 'conformant'],
      ['grace', 'conformant'],
      ['linus', 'not conformant'],
    ]);
    for (const name of ['ada', 'grace', 'linus']) expect(scoreboard.summary, 'the run summary page').to.include(name);
  });

  it('conformance-example.yml verifies a TypeScript implementation and puts its summary on the summary page', async () => {
    const jobs = await replayInCourse('conformance-example.yml', (workspace) => {
      cpSync(join(EXAMPLES, 'typescript-esm'), join(workspace, 'src'), { recursive: true, filter: (f) => !/\.expect\.json$|package\.json$/.test(f) });
      writeFileSync(join(workspace, 'package.json'), '{ "type": "module" }\n');
    });
    expectNoFailedStep(jobs);
    const [job] = jobs;
    expect(job!.steps.map((step) => step.step)).to.include('Verify ./src/registry.ts against todo-list-v2');
    expect(job!.summary, 'the run summary page').to.match(/^## Todo-List Tool v2 PRD conformance: conformant ✅/m);
  });
});
