/**
 * todo-kit grade as a course author meets it: a folder of submissions in, one report folder each and a scoreboard
 * out; a submission that hangs costs its own budget and no other's; reports the same as a single run's; shards that
 * split the submissions stably, and --merge that joins them.
 */
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { kitProcessEnv } from '../cli/kit-process-env';
import { findSubmissions, shardOf } from '../cli/submissions';
import { kitFolderNote, parseGradeOptions, progressReporter, UNSANDBOXED_NOTE } from '../cli/grade';
import {
  renderCsv as renderScoreboardCsv,
  renderHtml as renderScoreboardHtml,
  renderMarkdown as renderScoreboardMarkdown,
  rowOf,
  type Scoreboard,
} from '../cli/scoreboard';
import type { ScenarioOutcome } from '../cli/run-summary';
import { progressText } from '../cli/grade-pool';
import { leftRunning, processesNaming } from './processes';
import { CORRECT, KIT_BIN, KIT_ROOT, runKit, workflowCommands } from './run-kit';
import { sandboxProgram, scratchFolder } from '../harness/isolation';
import { descendantsOf } from '../harness/process-tree';
import { reaperPid } from '../harness/reaper';

const SAMPLES = join(KIT_ROOT, 'examples', 'todo-list-v2');

/** `todo-kit grade …` started in the kit's folder: the process, and its exit code and what it printed once it ends. */
function startGrade(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; ended: Promise<{ exitCode: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, [KIT_BIN, 'grade', ...args], {
    cwd: KIT_ROOT,
    env: { ...kitProcessEnv(args), NO_COLOR: '1', CI: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ended = new Promise<{ exitCode: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (exitCode, signal) => resolve({ exitCode, signal, stdout, stderr }));
  });
  return { child, ended };
}

/** `todo-kit grade …` in the kit's folder; answers the exit code and what it printed. */
const grade = (args: string[], env: NodeJS.ProcessEnv = {}) => startGrade(args, env).ended;

function outcomesIn(dir: string): ScenarioOutcome[] {
  return (JSON.parse(readFileSync(join(dir, 'outcomes.json'), 'utf8')) as { outcomes: ScenarioOutcome[] }).outcomes;
}

/** A folder of submissions made from the samples: a correct one, a broken one, one that hangs, one that does not parse. */
function submissionsFolder(): string {
  const root = scratchFolder('todo-kit-course-');
  // The broken and faulty samples import the correct one from ../correct-esm/, as they do in the kit; a module may
  // read its package's folder (harness/isolation.ts), so the course is a package.
  cpSync(join(SAMPLES, 'correct-esm'), join(root, 'correct-esm'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{ "private": true }\n');
  const dir = join(root, 'submissions');
  mkdirSync(dir);
  copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(dir, 'alice.cjs'));
  copyFileSync(join(SAMPLES, 'broken', 'one-based-index.mjs'), join(dir, 'bob.mjs'));
  copyFileSync(join(SAMPLES, 'faults', 'hangs.mjs'), join(dir, 'carol.mjs'));
  copyFileSync(join(SAMPLES, 'usage-errors', 'does-not-parse.mjs'), join(dir, 'dave.mjs'));
  // A folder submission: its index module is the entry.
  mkdirSync(join(dir, 'erin'));
  copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(dir, 'erin', 'index.cjs'));
  // A project whose module the kit cannot find: no main, no index, and none of its modules exports createRegistry
  // (the README's layout without its src/registry.ts; with it, the kit finds that one: test/cli.test.ts).
  learnerProject(join(dir, 'frank'));
  rmSync(join(dir, 'frank', 'src', 'registry.ts'));
  // Not submissions: said so, not graded (a Python program is graded with --cmd, which the line says).
  writeFileSync(join(dir, 'README.md'), '# Week 3\n');
  writeFileSync(join(dir, 'greta.py'), 'print("hello")\n');
  writeFileSync(join(dir, 'notes\u001b[2J\u0007.txt'), ''); // a file name is a student's: shown, never obeyed
  return dir;
}

/** A TypeScript project as the README's "From zero to green" makes it (npm init's main, index.js, is not there). */
function learnerProject(folder: string): void {
  mkdirSync(join(folder, 'src'), { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'my-registry', main: 'index.js', type: 'commonjs' }));
  for (const file of readdirSync(join(SAMPLES, 'typescript-esm')).filter((f) => f.endsWith('.ts'))) {
    copyFileSync(join(SAMPLES, 'typescript-esm', file), join(folder, 'src', file));
  }
}

/** A line-protocol program that answers initialize and reset, then never answers a call, and ignores its closed stdin. */
function stubbornCommand(): string {
  const script = join(scratchFolder('todo-kit-stubborn-'), 'stubborn.js');
  writeFileSync(
    script,
    `setInterval(() => {}, 1000);
    process.stdin.on('data', (chunk) => {
      for (const line of String(chunk).split('\\n').filter(Boolean)) {
        const { id, method } = JSON.parse(line);
        if (method === 'initialize') process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, result: { name: 'stubborn', language: 'javascript', protocolVersion: 1 } }) + '\\n');
        if (method === 'reset') process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id, result: null }) + '\\n');
      }
    });\n`,
  );
  return script;
}

/** The environment that gives a kit process `folder` as its temporary folder (TMP and TEMP for Windows). */
const temporaryFolderEnv = (folder: string): NodeJS.ProcessEnv => ({ TMPDIR: folder, TMP: folder, TEMP: folder });

/** Waits until `child` has written `text` on its stderr. */
function untilSaid(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk;
      if (!said.includes(text)) return;
      child.stderr!.off('data', listen);
      resolve();
    };
    child.stderr!.on('data', listen);
    child.once('close', () => reject(new Error(`it ended without saying ${JSON.stringify(text)}:\n${said}`)));
  });
}

/** Waits until a process runs `script` as its program (a submission's command has started). */
async function untilRunning(script: string): Promise<void> {
  for (let waited = 0; processesNaming(script, true).length === 0; waited += 50) {
    expect(waited, 'the command never started').to.be.lessThan(30_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A regrade of `stubborn` (a command that never answers) into an --out that holds amy's and its own earlier rows,
 * under way: its command running, so that a stop comes while the submission is being graded.
 */
async function regradingStubborn() {
  const script = stubbornCommand();
  const out = scratchFolder('todo-kit-grades-');
  earlierGrading(out, ['amy', 'stubborn']);
  const temporary = scratchFolder('todo-kit-tmpdir-');
  const { child, ended } = startGrade([script, '--cmd', 'node {}', '--only', 'F001-01', '--timeout', '60000', '--out', out], temporaryFolderEnv(temporary));
  await untilRunning(script);
  return { script, out, temporary, child, ended };
}

/** An earlier grading in `out`: a conformant row for each name in its scoreboard.json, and each one's report folder. */
/** A scoreboard row as a grading writes it: a conformant submission of `profile`. */
const scoreboardRow = (name: string, profile = 'todo-list-v2') => ({
  name,
  profile,
  verdict: 'conformant',
  exitCode: 0,
  seconds: 1,
  counts: { passed: 1, failed: 0, errored: 0, 'timed out': 0, 'protocol error': 0, 'not run': 0, skipped: 0 },
  score: 100,
  concepts: {},
  reports: name,
});

function earlierGrading(out: string, names: string[]): void {
  writeFileSync(join(out, 'scoreboard.json'), JSON.stringify({ kit: 'todo-kit grade', generatedAt: '', rows: names.map((name) => scoreboardRow(name)) }));
  for (const name of names) {
    mkdirSync(join(out, name));
    writeFileSync(join(out, name, 'outcomes.json'), '{}\n');
  }
}

describe('todo-kit grade', { concurrency: 1 }, () => {
  // F-008 and F001-10 only, so that the run stays short. carol (faults/hangs.mjs) never answers a long list (F-008's F001-E4-LATE, F001-10):
  // with a call timeout of 60 s, only her budget of 15 s can stop her.
  const selection = ['--only', 'F-008', '--only', 'F001-10', '--timeout', '60000', '--budget', '15', '--jobs', '2'];
  let folder: string;
  let out: string;
  let run: Awaited<ReturnType<typeof grade>>;
  let board: Scoreboard;

  before(async () => {
    folder = submissionsFolder();
    out = scratchFolder('todo-kit-grades-');
    run = await grade([folder, '--out', out, ...selection]);
    board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
  });

  it('grades every submission of a folder, each with its own verdict, and exits 0', () => {
    expect(run.exitCode, run.stdout + run.stderr).to.equal(0);
    const verdicts = Object.fromEntries(board.rows.map((row) => [row.name, row.verdict]));
    // Narrowed by --only, a grading shows no conformance: what passed all it selected says so, and how much that was.
    expect(verdicts).to.deep.equal({
      alice: 'passed the selection',
      bob: 'not conformant',
      carol: 'over budget',
      dave: 'did not load',
      erin: 'passed the selection',
      frank: 'did not load',
    });
    // Each row keeps what was graded: the file, or the folder.
    // Outside the folder the grading ran in (the kit's), the path whole, as a script elsewhere can use it.
    expect(board.rows.find((r) => r.name === 'alice')!.submission).to.equal(join(folder, 'alice.cjs'));
    expect(board.rows.find((r) => r.name === 'alice')!.gradedAs, 'how it was run: its module').to.match(/^a module: .*alice\.cjs$/);
    expect(board.rows.find((r) => r.name === 'erin')!.submission).to.match(/erin$/);
    expect(board.rows.find((r) => r.name === 'erin')!.gradedAs, 'the module found in the folder').to.equal('a module: erin/index.cjs');
    expect(board.rows.find((r) => r.name === 'alice')!.note).to.match(/^\d+ of \d+ scenarios, chosen by --only F-008 --only F001-10$/);
    expect(run.stdout).to.include('6 graded: 0 conformant, 2 passed the selection, 1 not conformant, 2 did not load, 1 over budget.');
    expect(run.stdout, 'modules are under the permission model').not.to.include(UNSANDBOXED_NOTE);
    // The same run, not narrowed, is conformant (its outcomes.json as a whole run writes it).
    const whole = join(scratchFolder('todo-kit-whole-'), 'alice');
    cpSync(join(out, 'alice'), whole, { recursive: true });
    const record = JSON.parse(readFileSync(join(whole, 'outcomes.json'), 'utf8')) as { conformant: boolean; selection?: unknown; outcomes: ScenarioOutcome[] };
    expect(record).to.include({ conformant: false }).and.have.property('selection');
    delete record.selection;
    writeFileSync(join(whole, 'outcomes.json'), JSON.stringify({ ...record, conformant: true }));
    const job = { id: 0, name: 'alice', profile: 'todo-list-v2', argv: [], reportsDir: whole, cwd: KIT_ROOT };
    const ran = { job, fate: 'ran', exitCode: 0, stdout: '', stderr: '', seconds: 1 } as const;
    expect(rowOf(ran, 'alice')).to.include({ verdict: 'conformant', note: undefined });
    // Type errors never stop a run: a conformant TypeScript submission that has them says so in its note.
    writeFileSync(join(whole, 'outcomes.json'), JSON.stringify({ ...record, conformant: true, typeErrors: 2 }));
    expect(rowOf(ran, 'alice')).to.include({ verdict: 'conformant', typeErrors: 2, note: '2 type error(s), listed in its summary.md' });
    // A type check that ran out of time says so: an empty count read as a JavaScript submission's (helper 110).
    writeFileSync(join(whole, 'outcomes.json'), JSON.stringify({ ...record, conformant: true, typeCheck: 'unfinished' }));
    expect(rowOf(ran, 'alice')).to.include({ verdict: 'conformant', note: 'its type check did not finish in its time (its summary.md says how long it had)' });
    // The run's other findings, their first line each, come next.
    writeFileSync(
      join(whole, 'outcomes.json'),
      JSON.stringify({ ...record, conformant: true, notices: ["package.json's main (dist/index.js) is not there\nmore"] }),
    );
    expect(rowOf(ran, 'alice').note).to.equal("package.json's main (dist/index.js) is not there");
    // A finding that ends a sentence of its own loses its full stop before the next part.
    writeFileSync(
      join(whole, 'outcomes.json'),
      JSON.stringify({ ...record, conformant: true, typeErrors: 1, notices: ['state shared: one list per registry.'] }),
    );
    expect(rowOf(ran, 'alice').note).to.equal('1 type error(s), listed in its summary.md; state shared: one list per registry.');
    // A row that is not conformant leads with what to fix first, then its findings (a course author read the kit's
    // doubt about a probe before the student's bug).
    const failedOne = { ...record.outcomes[0]!, kind: 'failed', message: 'the content is not the JSON the PRD prescribes  [F-002.R1]' };
    writeFileSync(
      join(whole, 'outcomes.json'),
      JSON.stringify({ ...record, conformant: false, outcomes: [failedOne], notices: ['the kit could not tell whether registries share one list.'] }),
    );
    expect(rowOf({ ...ran, exitCode: 1 }, 'alice').note).to.match(/^first to fix: 1 × failed .*; the kit could not tell whether registries share one list\.$/);
    // A selection that does not apply to the submission (exit 1, nothing failed, nothing passed) says so.
    const skipped = { ...record.outcomes[0]!, kind: 'skipped' };
    const selection = { selected: 1, total: 182, by: ['--only', 'F007-04'] };
    writeFileSync(join(whole, 'outcomes.json'), JSON.stringify({ ...record, conformant: false, selection, outcomes: [skipped] }));
    expect(rowOf({ ...ran, exitCode: 1 }, 'alice')).to.include({
      verdict: 'not conformant',
      note: 'nothing checked: the 1 scenario(s) chosen by --only F007-04 do not apply to it',
    });
    expect(board.rows.find((r) => r.name === 'bob')!.counts.failed).to.be.greaterThan(0);
    expect(board.rows.find((r) => r.name === 'dave')!.note).to.match(/does-not-parse|dave\.mjs|Cannot use/);
    // A folder in which no module was found is a row that says what it holds and how to name it.
    // Named as why.txt names it, not by the grader's folders, and without the single run's "todo-kit: ".
    expect(board.rows.find((r) => r.name === 'frank')!.note)
      .to.match(/^the implementation frank is a folder/)
      .and.include("its package.json's main (index.js) is not there")
      .and.include('it holds src/todo-tools.ts')
      .and.include('--entry');
    // A not conformant row says what to fix first; a row without reports links to why, in the run's words.
    expect(board.rows.find((r) => r.name === 'bob')!.note).to.match(/^first to fix: \d+ × failed \[F-\d{3}\.\w+( \+\d+ more rules?)?\] /);
    const dave = board.rows.find((r) => r.name === 'dave')!;
    expect(dave.report).to.equal('dave/why.txt');
    const why = readFileSync(join(out, 'dave', 'why.txt'), 'utf8');
    expect(why).to.match(/^did not load\n\ntodo-kit: /);
    // Handed to the student: their submission by its own name, never the grader's folders.
    expect(why).to.include('dave.mjs').and.not.include(folder);
    expect(why).to.include('Then run in its folder:  npx todo-kit --profile todo-list-v2 ./dave.mjs ');
    // Every row that did not load has its JUnit report, for a CI job's test report: also frank's, whose run stopped
    // before any implementation started (no module found in the folder), which once had none.
    for (const name of ['dave', 'frank']) {
      const junit = readFileSync(join(out, name, 'cucumber.junit.xml'), 'utf8');
      expect(junit, name).to.include('the implementation loads and answers initialize"').and.include('<error');
    }
    expect(readFileSync(join(out, 'frank', 'cucumber.junit.xml'), 'utf8'))
      .to.include('is a folder')
      .and.not.include(folder);
    expect(run.stdout).to.match(
      /^Not graded \(neither a module nor a folder; programs in other languages are graded with --cmd "python3 \{\}"\): .*README\.md/m,
    );
    expect(run.stdout)
      .to.include('notes\\u001b[2J\\u0007.txt')
      .and.not.match(/[\u001b\u0007]/);
    // Plain lines in CI (CI=1 here), one per submission.
    expect(run.stderr.match(/^\[\d\/6\] /gm) ?? []).to.have.length(6);
  });

  it("a submission reads none of its classmates' work beside it, and still the course's shared files and dependencies", async () => {
    const course = scratchFolder('todo-kit-course-');
    writeFileSync(join(course, 'package.json'), '{ "private": true, "type": "module" }\n');
    cpSync(join(SAMPLES, 'correct-esm'), join(course, 'lib'), { recursive: true }); // the course's shared code
    // A CI checkout's token in the course repository's .git/config, and a registry token in its .npmrc.
    mkdirSync(join(course, '.git'));
    writeFileSync(join(course, '.git', 'config'), '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n');
    writeFileSync(join(course, '.npmrc'), '//registry.npmjs.org/:_authToken=secret\n');
    mkdirSync(join(course, 'node_modules', 'dep'), { recursive: true });
    writeFileSync(join(course, 'node_modules', 'dep', 'package.json'), '{ "name": "dep", "type": "module", "main": "index.js" }\n');
    writeFileSync(join(course, 'node_modules', 'dep', 'index.js'), 'export const dep = "dep";\n');
    const submissions = join(course, 'submissions');
    cpSync(join(SAMPLES, 'correct-esm'), join(submissions, 'alice'), { recursive: true });
    // Graded before mallory by the same grading process (--jobs 1), aaa leaves a note in its temporary folder, and
    // alice's reports are in --out, beside the folder of submissions, by the time mallory runs.
    writeFileSync(
      join(submissions, 'aaa.mjs'),
      `import { writeFileSync } from 'node:fs';
      import { tmpdir } from 'node:os';
      writeFileSync(tmpdir() + '/notes.txt', 'aaa was here');
      export { createRegistry } from '../lib/index.mjs';\n`,
    );
    // It tells what it could read in the message its factory throws with.
    writeFileSync(
      join(submissions, 'mallory.mjs'),
      `import { readFileSync } from 'node:fs';
      import { tmpdir } from 'node:os';
      import { dep } from 'dep';
      import { createRegistry as shared } from '../lib/index.mjs';
      const read = (path) => { try { readFileSync(new URL(path, import.meta.url)); return 'read'; } catch (error) { return error.code; } };
      const tries = { dep, shared: typeof shared, classmate: read('./alice/index.mjs'), course: read('../lib/index.mjs'), notes: read(tmpdir() + '/notes.txt'), reports: read('../grades/alice/summary.md'), git: read('../.git/config'), npmrc: read('../.npmrc'), kitGit: read(${JSON.stringify(pathToFileURL(join(KIT_ROOT, '.git', 'config')).href)}) };
      export function createRegistry() { throw new Error('TRIES ' + JSON.stringify(tries)); }\n`,
    );
    // It calls the course's code, which throws naming a file of the course's: its reports name it from the class's folder.
    writeFileSync(
      join(course, 'lib', 'boom.mjs'),
      "export function boom() { throw new Error(`no config at ${new URL('./config.json', import.meta.url).pathname}`); }\n",
    );
    writeFileSync(
      join(submissions, 'tom.mjs'),
      `import { boom } from '../lib/boom.mjs';
      import { createRegistry as shared } from '../lib/index.mjs';
      export function createRegistry() { const registry = shared(); registry.executeTool = async () => boom(); return registry; }\n`,
    );
    // It imports a classmate's module, which a graded submission may not read: it does not load, and is told why.
    writeFileSync(join(submissions, 'eve.mjs'), `export { createRegistry } from './alice/index.mjs';\n`);
    // It keeps its list in a file beside its own code, which the permission model refuses.
    writeFileSync(
      join(submissions, 'oscar.mjs'),
      `import { writeFileSync } from 'node:fs';
      import { createRegistry as shared } from '../lib/index.mjs';
      export function createRegistry() {
        const registry = shared();
        const execute = registry.executeTool.bind(registry);
        registry.executeTool = async (...call) => { writeFileSync(new URL('./oscar-todos.json', import.meta.url), '[]'); return execute(...call); };
        return registry;
      }\n`,
    );
    // Its types name a classmate's code, which its own code never reads: the type check (in the grading process,
    // outside the permission model) read it as it was told, and its errors quoted the classmate's lines in trudy's
    // reports (helper 108). It reads what the submission may read.
    mkdirSync(join(submissions, 'trudy'));
    writeFileSync(join(submissions, 'trudy', 'tsconfig.json'), '{ "compilerOptions": { "allowJs": true, "checkJs": true, "strict": true, "noEmit": true } }\n');
    // And a declaration file in a classmate's node_modules, whose text a type error would quote (helper 111).
    mkdirSync(join(submissions, 'alice', 'node_modules', '@types', 'answers'), { recursive: true });
    writeFileSync(
      join(submissions, 'alice', 'node_modules', '@types', 'answers', 'index.d.ts'),
      'declare const ALICE_ANSWER: "alice private solution text";\n',
    );
    writeFileSync(
      join(submissions, 'trudy', 'index.ts'),
      '/// <reference path="../alice/index.mjs" />\n/// <reference path="../alice/node_modules/@types/answers/index.d.ts" />\n' +
        "type Copied = typeof ALICE_ANSWER;\nexport const copied: Copied = 5;\nexport { createRegistry } from '../../lib/index.mjs';\n",
    );
    // A link committed in a submission is followed by Node's permission model wherever it leads: one to the course's
    // .git is refused before the submission loads; one to the course's shared code (readable anyway) is not.
    mkdirSync(join(submissions, 'lena'));
    writeFileSync(join(submissions, 'lena', 'index.mjs'), `export { createRegistry } from '../../lib/index.mjs';\n`);
    symlinkSync('../../.git', join(submissions, 'lena', 'peek'));
    mkdirSync(join(submissions, 'kim'));
    writeFileSync(join(submissions, 'kim', 'index.mjs'), `export { createRegistry } from './shared/index.mjs';\n`);
    symlinkSync('../../lib', join(submissions, 'kim', 'shared'));
    // A submission that is itself a link a student committed: to the course's .npmrc (a syntax error would quote its
    // token in their report), or to a classmate's work (graded as theirs). Neither loads.
    symlinkSync('../.npmrc', join(submissions, 'kira.mjs'));
    symlinkSync('alice', join(submissions, 'sam'));
    const out = join(course, 'grades');
    const graded = await grade([submissions, '--out', out, '--only', 'F-002', '--no-html', '--jobs', '1']);
    expect(graded.exitCode).to.equal(0);
    expect(graded.stdout, 'a class outside the kit').not.to.include("inside the kit's own folder");
    // Inside the kit's folder, which a module reads whole, a class is not kept apart, and the grader is told so.
    expect(kitFolderNote([join(KIT_ROOT, 'class', 'ann.mjs'), join(KIT_ROOT, 'examples', 'x.mjs'), join(course, 'y.mjs')], KIT_ROOT)).to.equal(
      "Note: 1 of them sit inside the kit's own folder (./), which every module may read whole: there they can read each other's work. Grade a class from a folder outside the kit.",
    );
    const said = readFileSync(join(out, 'mallory', 'outcomes.json'), 'utf8');
    expect(said).to.include(
      'TRIES {\\"dep\\":\\"dep\\",\\"shared\\":\\"function\\",\\"classmate\\":\\"ERR_ACCESS_DENIED\\",\\"course\\":\\"read\\",\\"notes\\":\\"ENOENT\\",\\"reports\\":\\"ERR_ACCESS_DENIED\\",\\"git\\":\\"ERR_ACCESS_DENIED\\",\\"npmrc\\":\\"ERR_ACCESS_DENIED\\",\\"kitGit\\":\\"ERR_ACCESS_DENIED\\"}',
    );
    // The write refused is told as a write, with where it may write instead, and the file named from the class's
    // folder: the student's reports name no folder of the grader's.
    const refused = readFileSync(join(out, 'oscar', 'outcomes.json'), 'utf8');
    expect(refused).to.include('the module tried to write to oscar-todos.json').and.include('name the file from process.cwd() instead');
    // The kit's start-up probe of shared state, stopped by the same write, says what stopped it.
    expect(refused).to.include('did not get through: executeTool');
    for (const file of readdirSync(join(out, 'oscar'))) expect(readFileSync(join(out, 'oscar', file), 'utf8'), file).not.to.include(course);
    const thrown = readFileSync(join(out, 'tom', 'outcomes.json'), 'utf8');
    expect(thrown).to.include('no config at ../lib/config.json').and.include('../lib/boom.mjs:1:');
    for (const file of readdirSync(join(out, 'tom'))) expect(readFileSync(join(out, 'tom', file), 'utf8'), file).not.to.include(course);
    // Graded through a link to the course's folder (a grader's ~/course, macOS's /tmp), a submission still reads its
    // package (its package.json, the course's lib/), and its reports name neither folder.
    const link = join(scratchFolder('todo-kit-link-'), 'course');
    symlinkSync(course, link);
    const linked = scratchFolder('todo-kit-grades-');
    expect((await grade([join(link, 'submissions', 'alice'), '--out', linked, '--only', 'F-002', '--no-html'])).exitCode).to.equal(0);
    expect((JSON.parse(readFileSync(join(linked, 'scoreboard.json'), 'utf8')) as Scoreboard).rows[0]!.verdict).to.equal('passed the selection');
    for (const file of readdirSync(join(linked, 'alice'))) {
      expect(readFileSync(join(linked, 'alice', file), 'utf8'), file)
        .not.to.include(course)
        .and.not.to.include(link);
    }
    // A syntax error's place too: Node names a main file by its real path, which put the course's folder in why.txt.
    copyFileSync(join(SAMPLES, 'usage-errors', 'does-not-parse.mjs'), join(course, 'submissions', 'tina.mjs'));
    expect((await grade([join(link, 'submissions', 'tina.mjs'), '--out', linked, '--only', 'F-002', '--no-html'])).exitCode).to.equal(0);
    expect(readFileSync(join(linked, 'tina', 'why.txt'), 'utf8'))
      .to.include('\n  tina.mjs:5\n')
      .and.not.include(course);
    const rows = (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(rows.find((r) => r.name === 'kim')!.verdict, 'a link to the course’s code').to.equal('passed the selection');
    expect(rows.find((r) => r.name === 'lena')!.verdict, 'a link to the course’s .git').to.equal('did not load');
    for (const name of ['kira', 'sam']) expect(rows.find((r) => r.name === name)!.verdict, `${name}, a link`).to.equal('did not load');
    // An ES-module TypeScript submission in a folder of its own loads: its loader's look for a package.json in the
    // folder of submissions, which it may not read, threw, and every such submission "did not load".
    expect(rows.find((r) => r.name === 'trudy')!.verdict, 'an ES-module TypeScript folder').to.equal('passed the selection');
    expect(readFileSync(join(out, 'kira', 'why.txt'), 'utf8'))
      .to.include('kira.mjs is a link to ../.npmrc: graded, a submission that is a link must lead outside')
      .and.not.include('secret');
    expect(readFileSync(join(out, 'sam', 'why.txt'), 'utf8')).to.include('sam is a link to alice:');
    expect(readFileSync(join(out, 'lena', 'why.txt'), 'utf8'))
      .to.include('lena/peek is a link to ../.git, which a graded submission may not read')
      .and.not.include(course);
    const typed = readFileSync(join(out, 'trudy', 'summary.md'), 'utf8');
    expect(typed, typed.slice(0, 600)).to.include("error TS6053: File '").and.include("alice/index.mjs' not found");
    expect(typed, "alice's code checked in trudy's run").not.to.include('alice/index.mjs(').and.not.include('alice private solution');
    // Its type errors name the course's files from the class's folder, as its module host names them.
    expect(typed).to.include('../lib/todo-tools.mjs(');
    for (const file of readdirSync(join(out, 'trudy'))) expect(readFileSync(join(out, 'trudy', file), 'utf8'), file).not.to.include(course);
    const why = readFileSync(join(out, 'eve', 'why.txt'), 'utf8');
    expect(why)
      .to.include('the module tried to read alice/index.mjs: graded, a submission reads itself')
      .and.include("nothing else in the folder that holds it (its classmates' work)");
    expect(why).not.to.include(course);
  });

  it('a submission that hangs is stopped at its budget, and costs the others nothing', () => {
    const carol = board.rows.find((r) => r.name === 'carol')!;
    expect(carol.exitCode).to.equal(null);
    expect(carol.seconds).to.be.at.least(15);
    expect(carol.note).to.include('stopped after 15 s');
    // Where it was when stopped, asked of its grading process first: the scenario it hangs in, and what had run.
    // (F001-E4-LATE, of F-008, is the first long list of the selection: 60 todos.)
    expect(carol.note).to.match(/By then \d+ of \d+ scenarios had an outcome \(\d+ passed\), and F001-E4-LATE \("[^"]+"\) had been running for \d+ s/);
    expect(readFileSync(join(out, carol.report!), 'utf8')).to.include('and F001-E4-LATE (');
    expect(carol.note, 'stuck in one scenario, not slow all along').not.to.include('slow in every scenario');
    expect(board.rows.filter((r) => r.name !== 'carol').every((r) => r.verdict !== 'over budget' && r.verdict !== 'kit error')).to.equal(true);
    // Calls that timed out one after another are where a budget goes: how far it got counts them by how they ended.
    const outcome = (id: string, kind: ScenarioOutcome['kind']) => ({ id, kind });
    const progress = { planned: 20, outcomes: [outcome('F001-01', 'passed'), outcome('F001-02', 'timed out'), outcome('F001-03', 'timed out')] };
    expect(progressText({ ...progress, outcomes: [...progress.outcomes, outcome('F001-04', 'failed'), outcome('F001-05', 'timed out')] })).to.equal(
      '. By then 5 of 20 scenarios had an outcome (1 passed, 4 did not (1 failed, 3 timed out): F001-02, F001-03, F001-04 +1 more)',
    );
  });

  it("a class folder of links to the students' work elsewhere: each is graded, and named by its link's name, never where it really is", async () => {
    const elsewhere = scratchFolder('todo-kit-students-');
    cpSync(join(SAMPLES, 'correct-esm'), join(elsewhere, 'ann'), { recursive: true });
    // ann's registry throws from a function of her own: its frame names her file.
    writeFileSync(
      join(elsewhere, 'ann', 'index.mjs'),
      `import { createRegistry as correct } from './registry-base.mjs';
      function broken() { throw new Error('not yet'); }
      export function createRegistry() { const registry = correct(); registry.executeTool = async () => broken(); return registry; }\n`,
    );
    cpSync(join(SAMPLES, 'correct-esm', 'index.mjs'), join(elsewhere, 'ann', 'registry-base.mjs'));
    const links = scratchFolder('todo-kit-links-');
    symlinkSync(join(elsewhere, 'ann'), join(links, 'ann'));
    const graded = scratchFolder('todo-kit-grades-');
    expect((await grade([links, '--out', graded, '--only', 'F-002', '--no-html'])).exitCode).to.equal(0);
    const outcomes = readFileSync(join(graded, 'ann', 'outcomes.json'), 'utf8');
    expect(outcomes).to.include('Error: not yet').and.include('ann/index.mjs:2:');
    for (const file of readdirSync(join(graded, 'ann'))) {
      expect(readFileSync(join(graded, 'ann', file), 'utf8'), file)
        .not.to.include(elsewhere)
        .and.not.to.include(links);
    }
  });

  it('a submission slow in every call, none of which times out, is told its pace and what the whole run would take', async () => {
    const course = scratchFolder('todo-kit-course-');
    cpSync(join(SAMPLES, 'correct-esm'), join(course, 'lib'), { recursive: true });
    // Each call blocks its thread for 300 ms: well within the call timeout, far beyond a budget of 5 s for 194 scenarios.
    writeFileSync(join(course, 'package.json'), '{ "private": true, "type": "module" }\n'); // lib/ is the course's
    mkdirSync(join(course, 'submissions'));
    writeFileSync(
      join(course, 'submissions', 'quinn.mjs'),
      `import { createRegistry as shared } from '../lib/index.mjs';
      export function createRegistry() {
        const registry = shared();
        const execute = registry.executeTool.bind(registry);
        registry.executeTool = async (...call) => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300); return execute(...call); };
        return registry;
      }\n`,
    );
    const graded = scratchFolder('todo-kit-grades-');
    const result = await grade([join(course, 'submissions', 'quinn.mjs'), '--out', graded, '--budget', '5', '--no-html']);
    expect(result.exitCode, result.stdout + result.stderr).to.equal(0);
    const why = readFileSync(join(graded, 'quinn', 'why.txt'), 'utf8');
    const pace =
      /No call has timed out so far: the submission is slow in every scenario\. At its pace \(\d+\.\d s a scenario\), its \d+ scenarios would take about (\d+) s/.exec(
        why,
      );
    expect(pace, why).not.to.equal(null);
    expect(Number(pace![1]), 'what the whole run would take: more than the budget it ran out of').to.be.greaterThan(5);
    // A call that never answers is a timeout, whose note gives its three likely reasons whole, not cut after the first.
    writeFileSync(
      join(course, 'submissions', 'ted.mjs'),
      `import { createRegistry as shared } from '../lib/index.mjs';
      export function createRegistry() { const registry = shared(); registry.executeTool = () => new Promise(() => {}); return registry; }\n`,
    );
    const timedOut = scratchFolder('todo-kit-grades-');
    await grade([join(course, 'submissions', 'ted.mjs'), '--out', timedOut, '--only', 'F008-01', '--timeout', '300', '--no-html']);
    const [ted] = (JSON.parse(readFileSync(join(timedOut, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(ted!.note).to.match(/^first to fix: \d+ × timed out .* a Promise that never settles .*, a loop that never ends, or code slower than the timeout/);
  });

  it("writes each submission's reports under <out>/<name>/ and the scoreboard as CSV, JSON and a sortable HTML table", () => {
    for (const name of ['alice', 'bob', 'erin']) {
      expect(readdirSync(join(out, name))).to.include.members(['outcomes.json', 'summary.md', 'cucumber.junit.xml', 'cucumber.ndjson', 'cucumber.html']);
    }
    // Gathered by a CI job, each JUnit report says whose it is.
    expect(readFileSync(join(out, 'bob', 'cucumber.junit.xml'), 'utf8')).to.match(/<testsuite name="[^"]* conformance: bob\.mjs"/);
    const csv = readFileSync(join(out, 'scoreboard.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).to.match(/^name,profile,verdict,score %,exit code,seconds,passed,failed,errored,timed out,protocol error,not run,skipped,/);
    // A gradebook's number: the per cent of the scenarios run that passed; nothing a spreadsheet takes for a date.
    const score = Object.fromEntries(board.rows.map((row) => [row.name, row.score]));
    expect([score.alice, score.erin, score.dave, score.frank]).to.deep.equal([100, 100, 0, 0]);
    expect(score.bob).to.be.within(1, 99);
    const bob = board.rows.find((r) => r.name === 'bob')!;
    expect(score.bob).to.equal(Math.floor((bob.counts.passed / (bob.counts.passed + bob.counts.failed)) * 1000) / 10);
    // The student's page says the same figure.
    expect(readFileSync(join(out, 'bob', 'index.html'), 'utf8')).to.include(`applicable scenarios pass (${score.bob}%)`);
    expect(csv.find((line) => line.startsWith('bob,')))
      .to.match(/,\d+ of \d+,/)
      .and.not.match(/,\d+\/\d+,/);
    expect(csv.slice(1).map((line) => line.split(',')[0])).to.deep.equal(['alice', 'bob', 'carol', 'dave', 'erin', 'frank']);
    const html = readFileSync(join(out, 'scoreboard.html'), 'utf8');
    expect(html).to.include('<table id="scores">').and.include('aria-sort').and.include('href="bob/index.html"');
    // The concept scores of the profile's catalogue are columns. An empty cell says why: no verdict, or not applicable.
    expect(Object.keys(board.rows[0]!.concepts).length).to.be.greaterThan(0);
    const daveRow = /<tr><th[^>]*>dave<.*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(daveRow).to.include('title="the run gave no verdict (did not load)">–</td>').and.not.include('not applicable');
    const aliceRow = /<tr><th[^>]*>alice<.*?<\/tr>/.exec(html)?.[0] ?? ''; // narrowed by --only: concepts it did not run
    expect(aliceRow).to.include('title="not applicable: no scenario of this concept ran for it">–</td>');
    // The outcome kinds some row has are columns; those none has are left out, and the legend says so.
    const headings = [...html.matchAll(/<th scope="col"><button type="button">([^<]*)</g)].map((m) => m[1]);
    expect(headings).to.include.members(['passed', 'failed']);
    expect(headings.includes('protocol error')).to.equal(board.rows.some((r) => r.counts['protocol error'] > 0));
    const bare = renderScoreboardHtml([{ ...board.rows[0]!, counts: { ...board.rows[0]!.counts, errored: 0, 'timed out': 3 } }], 'now');
    const bareHeadings = [...bare.matchAll(/<th scope="col"><button type="button">([^<]*)</g)].map((m) => m[1]);
    expect(bareHeadings).to.include('timed out').and.not.include('errored');
    expect(bare).to.match(
      /<p class="legend">Concept cells: .*; no column for errored, .*: no submission had any \(the CSV and JSON count every kind, by the names outcomes\.json gives them\)\.<\/p>/,
    );
    // For a CI job's summary: the tally and one escaped row per submission, with its score and note.
    const markdown = readFileSync(join(out, 'scoreboard.md'), 'utf8').split('\n');
    expect(markdown.slice(0, 3)).to.deep.equal([
      '### Scoreboard',
      '',
      '6 submission(s): 0 conformant, 2 passed the selection, 1 not conformant, 2 did not load, 1 over budget.',
    ]);
    expect(markdown.find((line) => line.startsWith('| bob |'))).to.match(
      new RegExp(`^\\| bob \\| not conformant \\| ${score.bob} \\| \\d+ \\| \\d+ \\| .*first to fix: `),
    );
    // A table whatever the rows: header and delimiter have as many cells (no outcome counted, no row at all).
    for (const table of [renderScoreboardMarkdown([]), renderScoreboardMarkdown([{ ...board.rows[0]!, counts: { ...board.rows[0]!.counts, passed: 0 } }])]) {
      const [header, delimiter] = table.split('\n').filter((l) => l.startsWith('|'));
      expect(header!.split(' | ').length, table).to.equal(delimiter!.split(' | ').length);
    }
    // A scoreboard.json of before failedElsewhere (merged with --merge) reads as none failed elsewhere.
    const older = { ...board.rows[0]!, concepts: { Registration: { passed: 3, total: 4 } } };
    expect(renderScoreboardCsv([older]))
      .to.include(',3 of 4,')
      .and.not.include('undefined');
    const named = renderScoreboardMarkdown([{ ...board.rows[0]!, name: 'x|y<img src=z>', note: 'a\nb | c' }]);
    expect(named).to.include('| x\\|y&lt;img src=z> |').and.include('| a b \\| c |');
    expect(markdown.filter((line) => /^\| [a-z]+ \| (?!verdict)/.test(line)).map((line) => line.split(' | ')[0])).to.deep.equal(
      ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].map((name) => `| ${name}`),
    );
  });

  it("a graded submission's reports are the same as a single run's", async () => {
    // As the student runs it, in the folder that holds the submission: the run names it from there, as grading does.
    const single = await runKit(['bob.mjs', '--only', 'F-008', '--only', 'F001-10', '--timeout', '60000'], { cwd: folder });
    expect(single.exitCode).to.equal(1);
    const strip = (outcomes: ScenarioOutcome[]) => outcomes.map(({ id, kind, requirements, message }) => ({ id, kind, requirements, message }));
    expect(strip(outcomesIn(join(out, 'bob')))).to.deep.equal(strip(single.outcomes));
    const summary = (dir: string) => readFileSync(join(dir, 'summary.md'), 'utf8').replace(/\d+(\.\d+)? ?m?s\b/g, '');
    expect(summary(join(out, 'bob'))).to.equal(summary(single.reportsDir));
    // Handed to the student, the folder names no folder of the grader's: not the class's, not where the kit is.
    for (const file of readdirSync(join(out, 'bob'))) {
      const text = readFileSync(join(out, 'bob', file), 'utf8');
      expect(text, file).not.to.include(dirname(folder)).and.not.include(KIT_ROOT);
    }
  });

  it("--entry names the module in each submission's folder; a learner's project is one submission, found or not", () => {
    const course = scratchFolder('todo-kit-course-');
    for (const name of ['gina', 'hal', 'heidi']) learnerProject(join(course, name));
    rmSync(join(course, 'hal', 'src', 'registry.ts')); // hal has neither --entry's module nor one the kit finds: his run says so
    renameSync(join(course, 'heidi', 'src', 'registry.ts'), join(course, 'heidi', 'src', 'index.ts')); // heidi's the kit finds itself
    const targets = (args: string[], entry?: string) =>
      Object.fromEntries(findSubmissions(args, course, { entry }).submissions.map((s) => [s.name, s.target.join(' ')]));
    // Without --entry's module, the folder itself: its run finds the module as a single run of the folder does.
    expect(targets(['.'], 'src/registry.ts')).to.deep.equal({ gina: 'gina/src/registry.ts', hal: 'hal', heidi: 'heidi' });
    // Which folders lack --entry's module, for grade to say so.
    expect(findSubmissions(['.'], course, { entry: 'src/registry.ts' }).withoutEntry).to.deep.equal(['hal', 'heidi']);
    // Without --entry, each folder is still a submission: its run says what the kit looked for (see above).
    expect(targets(['.'])).to.deep.equal({ gina: 'gina', hal: 'hal', heidi: 'heidi' });
    // A project's tool configuration is not a student: with it, a project without a module the kit finds is still one row.
    writeFileSync(join(course, 'hal', 'jest.config.js'), 'module.exports = {};\n');
    expect(targets(['hal'])).to.deep.equal({ hal: 'hal' });
    // A project named by itself is one submission, not a folder of them (its src/ is not a student).
    expect(targets(['gina'])).to.deep.equal({ gina: 'gina' });
    expect(targets(['gina'], 'src/registry.ts')).to.deep.equal({ gina: 'gina/src/registry.ts' });
    // Names in any script stay as written (the gradebook's), and two that differ only there are two.
    const names = scratchFolder('todo-kit-names-');
    for (const file of ['josé.mjs', 'josè.cjs', 'мария.mjs', 'a b;c.mjs']) writeFileSync(join(names, file), 'export {};\n');
    expect(findSubmissions(['.'], names).submissions.map((s) => s.name)).to.have.members(['josé', 'josè', 'мария', 'a_b_c']);
    // A name of dots only would make the report folder --out itself, or its parent.
    for (const file of ['..cjs', '...cjs']) writeFileSync(join(names, file), 'module.exports = {};\n');
    expect(findSubmissions(['..cjs', '...cjs'], names).submissions.map((s) => s.name)).to.deep.equal(['__', '___']);
    for (const entry of ['', '/abs/registry.ts', '../registry.ts'])
      expect(() => findSubmissions(['.'], course, { entry }), JSON.stringify(entry)).to.throw(/--entry is the module's path inside each submission's folder/);
  });

  it('--cmd grades the folders that hold its program, and the others that hold a module as modules: a mixed class in one grading', () => {
    const course = scratchFolder('todo-kit-course-');
    learnerProject(join(course, 'gina')); // a module, src/registry.ts
    for (const name of ['pia', 'quinn']) {
      mkdirSync(join(course, name));
      writeFileSync(join(course, name, 'main.py'), 'print()\n');
    }
    mkdirSync(join(course, 'rex')); // neither: the command's run says its file is missing
    // Modules the single run finds though they are not named index: the one module a folder holds, or the one of
    // several that exports the contract's factory. Graded as modules, not as the missing main.py.
    for (const [name, file, text] of [
      ['dave', 'todo-write.cjs', 'exports.createRegistry = () => ({});\n'],
      ['erin', 'todo.ts', 'export function createRegistry() {}\n'],
      ['grace', 'tool.js', 'module.exports = { createRegistry() {} };\n'],
    ]) {
      mkdirSync(join(course, name!));
      writeFileSync(join(course, name!, file!), text!);
    }
    writeFileSync(join(course, 'grace', 'helpers.js'), 'module.exports = { id: (x) => x };\n');
    // Two modules that both export the factory: a module's run says it does not guess, not that main.py is missing.
    mkdirSync(join(course, 'ivan'));
    for (const file of ['registry-v1.mjs', 'registry-v2.mjs']) writeFileSync(join(course, 'ivan', file), 'export function createRegistry() {}\n');
    // A program handed in alone, of the command's kind: run in place of the folder's file, a row of its own.
    writeFileSync(join(course, 'zed.py'), 'print()\n');
    const template = 'python3 {}/main.py';
    const targets = (args: string[], entry?: string) =>
      Object.fromEntries(
        findSubmissions(args, course, { commandTemplate: template, entry, exports: ['createRegistry'] }).submissions.map((s) => [s.name, s.target.join(' ')]),
      );
    expect(targets(['.'], 'src/registry.ts')).to.deep.equal({
      dave: 'dave',
      erin: 'erin',
      gina: 'gina/src/registry.ts',
      grace: 'grace',
      ivan: 'ivan',
      pia: '--cmd python3 pia/main.py',
      quinn: '--cmd python3 quinn/main.py',
      rex: '--cmd python3 rex/main.py',
      zed: '--cmd python3 zed.py',
    });
    for (const name of ['dave', 'erin', 'grace', 'ivan', 'zed.py']) rmSync(join(course, name), { recursive: true });
    expect(findSubmissions(['.'], course, { commandTemplate: template, entry: 'src/registry.ts' }).withoutEntry).to.deep.equal([]);
    // A student's folder named by itself (graded again alone) is that student, not a folder of submissions.
    expect(targets(['pia'])).to.deep.equal({ pia: '--cmd python3 pia/main.py' });
    expect(targets(['pia', 'gina'])).to.deep.equal({ pia: '--cmd python3 pia/main.py', gina: 'gina' });
    // A class folder that is a project itself (a package.json, say) is still a folder of submissions; a module file
    // in it is a submission, graded as a module.
    writeFileSync(join(course, 'package.json'), '{}\n');
    writeFileSync(join(course, 'sam.mjs'), 'export {};\n');
    expect(targets(['.'])).to.deep.include({ sam: 'sam.mjs' });
    expect(Object.keys(targets(['.']))).to.deep.equal(['gina', 'pia', 'quinn', 'rex', 'sam']);
    expect(targets(['sam.mjs']), 'a module file named alone').to.deep.equal({ sam: 'sam.mjs' });
    // A program's folder named alone without --cmd: the error says how to grade it.
    expect(() => findSubmissions(['pia'], course)).to.throw(
      'pia holds a program in another language (main.py) and no module: grade it with --cmd, as its class: --cmd "python3 {}/main.py"',
    );
  });

  it("a student's folder of several modules, graded again alone into the same --out, is that student, as its row says", () => {
    // zoe/ as a class hands it in: no index, no package.json; registry.mjs exports the factory and imports its helpers.
    const here = scratchFolder('todo-kit-course-');
    const zoe = join(here, 'class', 'zoe');
    mkdirSync(zoe, { recursive: true });
    writeFileSync(join(zoe, 'registry.mjs'), "import { helper } from './helpers.mjs';\nexport function createRegistry() { return helper(); }\n");
    writeFileSync(join(zoe, 'helpers.mjs'), 'export const helper = () => ({});\n');
    writeFileSync(join(zoe, 'store.mjs'), 'export const store = [];\n');
    const out = join(here, 'grades');
    const names = () => findSubmissions(['class/zoe'], here, { out, exports: ['createRegistry'] }).submissions.map((s) => s.name);
    // Named alone with no grading before, nothing tells it from a folder of three single-module submissions.
    expect(names()).to.deep.equal(['helpers', 'registry', 'store']);
    // The class's grading graded it as one student (the one module that exports createRegistry): so it stays.
    mkdirSync(out);
    writeFileSync(
      join(out, 'scoreboard.json'),
      JSON.stringify({ kit: 'todo-kit grade', generatedAt: '', rows: [{ ...scoreboardRow('zoe'), submission: 'class/zoe' }] }),
    );
    expect(names()).to.deep.equal(['zoe']);
  });

  it("a Python student's folder, graded with --cmd before and named alone again without it, is a usage error, not a lost row", () => {
    const here = scratchFolder('todo-kit-course-');
    mkdirSync(join(here, 'heidi'));
    writeFileSync(join(here, 'heidi', 'todo.py'), 'print()\n');
    const out = join(here, 'grades');
    mkdirSync(out);
    writeFileSync(
      join(out, 'scoreboard.json'),
      JSON.stringify({
        kit: 'todo-kit grade',
        generatedAt: '',
        rows: [{ ...scoreboardRow('heidi'), submission: 'heidi', gradedAs: '--cmd python3 heidi/todo.py' }],
      }),
    );
    expect(() => findSubmissions(['heidi'], here, { out })).to.throw('heidi holds a program in another language (todo.py) and no module: grade it with --cmd');
    expect(findSubmissions(['heidi'], here, { out, commandTemplate: 'python3 {}/todo.py' }).submissions.map((s) => s.target.join(' '))).to.deep.equal([
      '--cmd python3 heidi/todo.py',
    ]);
  });

  it('--shard i/n splits the submissions into disjoint slices that stay put when submissions are added', () => {
    const names = Array.from({ length: 60 }, (_, i) => ({ name: `student-${i}` }));
    const slices = [1, 2, 3].map((index) => shardOf(names, { index, count: 3 }));
    expect(
      slices
        .flat()
        .map((s) => s.name)
        .sort(),
    ).to.deep.equal(names.map((s) => s.name).sort());
    for (const slice of slices) expect(slice.length).to.be.within(10, 30);
    const more = [...names, { name: 'late-student' }];
    const again = [1, 2, 3].map((index) => shardOf(more, { index, count: 3 }).filter((s) => s.name !== 'late-student'));
    expect(again.map((slice) => slice.map((s) => s.name))).to.deep.equal(slices.map((slice) => slice.map((s) => s.name)));
  });

  it('--merge refuses shards cut from different classes, split two ways, or mixed with a grading that is no shard, and says which', async () => {
    // A class of two, graded in two shards; a student added before the second shard's job ran. Once the merge said
    // nothing, and the new student was in no slice: left off the scoreboard.
    const root = scratchFolder('todo-kit-course-');
    const klass = join(root, 'class');
    mkdirSync(klass);
    for (const name of ['amy', 'ben']) copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(klass, `${name}.cjs`));
    const options = ['--only', 'F008-01', '--no-typecheck'];
    const first = scratchFolder('todo-kit-shard-');
    expect((await grade([klass, '--out', first, '--shard', '1/2', ...options])).exitCode).to.equal(0);
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(klass, 'cleo.cjs'));
    const second = scratchFolder('todo-kit-shard-');
    expect((await grade([klass, '--out', second, '--shard', '2/2', ...options])).exitCode).to.equal(0);
    const merged = await grade(['--merge', first, second, '--out', scratchFolder('todo-kit-merged-')]);
    expect(merged.exitCode, merged.stderr).to.equal(2);
    expect(merged.stderr).to.include('the shards were cut from different classes (2 submission(s) for').and.include(`cleo only in the class of ${second}`);
    // The same grading split into 2 and into 3: said so, not as a shard missing.
    const third = scratchFolder('todo-kit-shard-');
    expect((await grade([klass, '--out', third, '--shard', '3/3', ...options])).exitCode).to.equal(0);
    const split = await grade(['--merge', second, third, '--out', scratchFolder('todo-kit-merged-')]);
    expect(split.exitCode).to.equal(2);
    expect(split.stderr).to.include('split into 2 and into 3').and.not.include('missing');
    // A grading without --shard given among shards (a student graded again into a shard's --out): named.
    const plain = scratchFolder('todo-kit-shard-');
    expect((await grade([join(klass, 'amy.cjs'), '--out', plain, ...options])).exitCode).to.equal(0);
    const mixed = await grade(['--merge', plain, second, '--out', scratchFolder('todo-kit-merged-')]);
    expect(mixed.exitCode).to.equal(2);
    expect(mixed.stderr).to.include(`shard 1/2 missing (${plain} holds a grading without --shard, not a shard's scoreboard)`);
  });

  it('--merge joins the scoreboards of two shards into one, with every report folder', async () => {
    const shards = [1, 2].map(() => scratchFolder('todo-kit-shard-'));
    const merged = scratchFolder('todo-kit-merged-');
    const paths = ['alice.cjs', 'bob.mjs', 'erin'].map((f) => join(folder, f));
    for (const [i, dir] of shards.entries()) {
      const shard = await grade([...paths, '--out', dir, '--shard', `${i + 1}/2`, '--only', 'F008-01', '--no-typecheck']);
      expect(shard.exitCode, shard.stderr).to.equal(0);
    }
    const joined = await grade(['--merge', ...shards, '--out', merged]);
    expect(joined.exitCode, joined.stderr).to.equal(0);
    const rows = (JSON.parse(readFileSync(join(merged, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(rows.map((r) => r.name)).to.deep.equal(['alice', 'bob', 'erin']);
    for (const row of rows) expect(existsSync(join(merged, row.name, 'outcomes.json')), row.name).to.equal(true);
    // Shards of a kit that kept no options in its rows: the merged rows get their shard's grading's (review 127).
    const oldKit = scratchFolder('todo-kit-merged-');
    for (const dir of shards) {
      const board = JSON.parse(readFileSync(join(dir, 'scoreboard.json'), 'utf8')) as Scoreboard;
      writeFileSync(join(dir, 'scoreboard.json'), JSON.stringify({ ...board, rows: board.rows.map(({ options: _, ...row }) => row) }));
    }
    expect((await grade(['--merge', ...shards, '--out', oldKit])).exitCode).to.equal(0);
    const oldRows = (JSON.parse(readFileSync(join(oldKit, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(oldRows.map((row) => row.options)).to.deep.equal([0, 1, 2].map(() => ['--only', 'F008-01']));
    // Into one of its own inputs, a merge would replace that shard's scoreboard: refused.
    const intoAShard = await grade(['--merge', ...shards, '--out', shards[1]!]);
    expect(intoAShard.exitCode).to.equal(2);
    expect(intoAShard.stderr).to.include('is one of the scoreboards to merge');
    // Merging a shard twice would count its submissions twice: refused.
    const twice = await grade(['--merge', shards[0]!, shards[0]!, shards[1]!, '--out', scratchFolder('todo-kit-merged-')]);
    expect(twice.exitCode).to.equal(2);
    expect(twice.stderr).to.match(/shard 1\/2 is given twice/);
    // A shard left out (its CI job failed, its artifact is missing) would leave its students off: refused, named.
    const partial = await grade(['--merge', shards[0]!, '--out', scratchFolder('todo-kit-merged-')]);
    expect(partial.exitCode).to.equal(2);
    expect(partial.stderr).to.include('shard 2/2 missing: their students would be left off the scoreboard');
    // The same submissions typed otherwise in one job ("class" and "class/", "./x") are one grading: merged.
    const typedOtherwise = scratchFolder('todo-kit-shard-');
    const otherwise = paths.map((path) => path.replace(folder, `${folder}/.`));
    expect((await grade([...otherwise, '--out', typedOtherwise, '--shard', '2/2', '--only', 'F008-01', '--no-typecheck'])).exitCode).to.equal(0);
    const joinedOtherwise = await grade(['--merge', shards[0]!, typedOtherwise, '--out', scratchFolder('todo-kit-merged-')]);
    expect(joinedOtherwise.exitCode, joinedOtherwise.stderr).to.equal(0);
    // A shard graded with an option more is of another grading: said so, with how they differ, not as a shard missing.
    const stricter = scratchFolder('todo-kit-shard-');
    expect((await grade([...paths, '--out', stricter, '--shard', '2/2', '--only', 'F008-01', '--no-typecheck', '--strict'])).exitCode).to.equal(0);
    const mixed = await grade(['--merge', shards[0]!, stricter, '--out', scratchFolder('todo-kit-merged-')]);
    expect(mixed.exitCode).to.equal(2);
    expect(mixed.stderr).to.include('are shards of two different gradings: the options given to each run (');
    expect(mixed.stderr).to.include('"--strict"').and.not.include('missing');
    // Two gradings, each in two shards (a class that handed in modules and programs): merged together, shard by grading.
    const others = [1, 2].map(() => scratchFolder('todo-kit-shard-'));
    for (const [i, dir] of others.entries()) {
      const shard = await grade([join(folder, 'dave.mjs'), '--out', dir, '--shard', `${i + 1}/2`, '--only', 'F008-01', '--no-typecheck']);
      expect(shard.exitCode, shard.stderr).to.equal(0);
    }
    const both = await grade(['--merge', ...shards, ...others, '--out', scratchFolder('todo-kit-merged-')]);
    expect(both.exitCode, both.stderr).to.equal(0);
    expect(both.stdout).to.include('4 graded');
    // Merged again into the same folder, without dave's grading: his reports go with his row (a reused workspace's
    // folder of reports would hand out feedback to a student no longer on the scoreboard).
    const into = scratchFolder('todo-kit-merged-');
    expect((await grade(['--merge', ...shards, ...others, '--out', into])).exitCode).to.equal(0);
    expect(existsSync(join(into, 'dave'))).to.equal(true);
    const again = await grade(['--merge', ...shards, '--out', into]);
    expect(again.exitCode, again.stderr).to.equal(0);
    expect(again.stdout).to.include("Removed the reports of an earlier grading's submissions not in this one: dave");
    expect(readdirSync(into).sort()).to.deep.equal(['alice', 'bob', 'erin', ...readdirSync(merged).filter((f) => f.startsWith('scoreboard'))].sort());
    // A shard stopped before its scoreboard (cancelled, past its time limit) holds reports and no scoreboard: said so.
    const stopped = scratchFolder('todo-kit-shard-');
    const first = readdirSync(shards[0]!).find((name) => existsSync(join(shards[0]!, name, 'outcomes.json')))!;
    cpSync(join(shards[0]!, first), join(stopped, first), { recursive: true });
    const fromStopped = await grade(['--merge', stopped, shards[1]!, '--out', scratchFolder('todo-kit-merged-')]);
    expect(fromStopped.exitCode).to.equal(2);
    expect(fromStopped.stderr).to.include('has reports but no scoreboard.json: a grading stopped before the end writes none');
    // A shell pattern that matched nothing (no artifact downloaded) stays as typed: said so.
    const none = await grade(['--merge', join(stopped, 'grades-*'), '--out', scratchFolder('todo-kit-merged-')]);
    expect(none.stderr).to.include("grades-* does not exist (a pattern that matched nothing: were the shards' folders, or artifacts, there?)");
  });

  it('a command that outlives its budget is killed with its grading process, not left running, nor its folders', async () => {
    const script = stubbornCommand();
    const out = scratchFolder('todo-kit-grades-');
    // The kit's temporary folder: the killed grading process made its scratch folders there, and cannot remove them.
    const temporary = scratchFolder('todo-kit-tmpdir-');
    const run = await grade(
      [script, '--cmd', 'node {}', '--only', 'F001-01', '--timeout', '60000', '--budget', '3', '--out', out],
      temporaryFolderEnv(temporary),
    );
    expect(run.exitCode, run.stderr).to.equal(0);
    const rows = (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(rows.map((r) => r.verdict)).to.deep.equal(['over budget']);
    expect(processesNaming(script), 'processes still running the command').to.deep.equal([]);
    // Programs graded without --sandbox: said once, at the start (a grading of modules says nothing of the kind).
    expect(run.stdout.split('\n').filter((line) => line === UNSANDBOXED_NOTE)).to.have.length(1);
    expect(UNSANDBOXED_NOTE).to.include('/proc').and.include('--sandbox');
    expect(readdirSync(temporary), 'left in the temporary folder').to.deep.equal([]);
  });

  it('interrupted (Ctrl-C), it ends every grading process and what they started, removes their folders, and exits 130', async () => {
    const script = stubbornCommand();
    // A second submission, which the grading (one at a time) does not reach: its earlier reports stay as they were,
    // and so does its row of the grading before; amy, graded before and not now, keeps hers too; and the one it
    // was grading, stopped midway, gets its earlier reports and row back.
    const later = join(dirname(script), 'zed.js');
    copyFileSync(script, later);
    const out = scratchFolder('todo-kit-grades-');
    earlierGrading(out, ['amy', 'stubborn', 'zed']);
    const temporary = scratchFolder('todo-kit-tmpdir-');
    const { child, ended } = startGrade(
      [script, later, '--cmd', 'node {}', '--only', 'F001-01', '--timeout', '60000', '--jobs', '1', '--out', out],
      temporaryFolderEnv(temporary),
    );
    // Interrupted while the submission is being verified: its command has started, and will never answer.
    await untilRunning(script);
    child.kill('SIGINT'); // the kit alone, not its process group as a terminal would: it must end the rest itself
    const { exitCode, stderr } = await ended;
    expect(exitCode, stderr).to.equal(130);
    // Told at once that the Ctrl-C was heard, and what a second one would do; then what the stop did.
    expect(stderr.indexOf('todo-kit grade: stopping on Ctrl-C (SIGINT): ending the submissions under way'), stderr)
      .to.be.at.least(0)
      .and.below(stderr.indexOf('Grading was stopped by Ctrl-C (SIGINT) after 0 of 2 submission(s)'));
    expect(stderr).not.to.include('a second SIGINT');
    expect(existsSync(join(out, 'zed', 'outcomes.json')), 'the earlier reports of a submission not reached').to.equal(true);
    // The scoreboard is what --out holds: every earlier row (their reports as they were, the stopped one's put back),
    // and above the table, what happened.
    const board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(board.rows.map((r) => r.name)).to.deep.equal(['amy', 'stubborn', 'zed']);
    expect(board.stopped).to.deep.equal({ by: 'SIGINT', graded: 0, of: 2, earlier: ['stubborn', 'zed'], notGraded: [] });
    for (const file of ['scoreboard.md', 'scoreboard.html']) {
      const text = readFileSync(join(out, file), 'utf8').replace(/\\/g, ''); // Markdown's escapes
      expect(text, file)
        .to.include('stopped by Ctrl-C (SIGINT) after 0 of 2')
        .and.include('2 it did not grade to the end keep their rows and reports from before: stubborn, zed')
        .and.not.include('No row');
    }
    // The run that was stopped leaves no report of its own, no staging folder and no lock, as an interrupted single
    // run: its folder holds the earlier grading's reports again, and --out nothing of the kit's beside them.
    expect(readdirSync(join(out, 'stubborn')), "the stopped submission's report folder").to.deep.equal(['outcomes.json']);
    expect(readFileSync(join(out, 'stubborn', 'outcomes.json'), 'utf8')).to.equal('{}\n');
    expect(readdirSync(out).sort()).to.deep.equal(['amy', 'scoreboard.csv', 'scoreboard.html', 'scoreboard.json', 'scoreboard.md', 'stubborn', 'zed']);
    expect(processesNaming(script), 'processes still running the command').to.deep.equal([]);
    expect(readdirSync(temporary), 'left in the temporary folder').to.deep.equal([]);
  });

  // A CI runner that cancels a job sends SIGINT, then SIGTERM: the kit exits by the second, and says so last (it
  // once exited 143 under a last line that said "stopped by Ctrl-C (SIGINT)", after "a second SIGTERM").
  const secondSignals = [
    {
      second: 'SIGINT',
      title: 'a second Ctrl-C',
      said: 'a second SIGINT while stopping',
      exitCode: 130,
      last: /stopped by Ctrl-C \(SIGINT\) after 0 of 1 submission\(s\)[^\n]*\nScoreboard: [^\n]*\n$/,
    },
    {
      second: 'SIGTERM',
      title: 'SIGTERM after Ctrl-C (a CI job cancelled)',
      said: 'SIGTERM while stopping on Ctrl-C (SIGINT)',
      exitCode: 143,
      last: /\ntodo-kit grade: SIGTERM then ended it at once \(exit code 143\)\.\n$/,
    },
  ] as const;
  for (const { second, title, said, exitCode: expectedCode, last } of secondSignals)
    it(`${title} exits at once, and still leaves the scoreboard of what --out holds`, async () => {
      // The second signal must come while the first stop is under way (its grading processes closing, a moment): sent
      // as soon as the kit says it is stopping, it nearly always does. A stop that ended before it came is no test of
      // it (the kit says which it was), and the case is run again, a few times at most.
      let attempt = 0;
      let stopped: Awaited<ReturnType<typeof regradingStubborn>> & { exitCode: number | null; stderr: string };
      do {
        expect(attempt++, `a second signal (${second}) never came while the first stop was under way`).to.be.lessThan(5);
        const grading = await regradingStubborn();
        const stopping = untilSaid(grading.child, 'todo-kit grade: stopping on Ctrl-C (SIGINT)');
        grading.child.kill('SIGINT');
        await stopping;
        grading.child.kill(second);
        stopped = { ...grading, ...(await grading.ended) };
      } while (!stopped.stderr.includes(`todo-kit grade: ${said}: exiting now`));
      const { script, out, temporary, exitCode, stderr } = stopped;
      expect(exitCode, stderr).to.equal(expectedCode);
      expect(stderr).to.include('Ctrl-C again exits at once, without putting their earlier reports back').and.match(last);
      const board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
      expect(
        board.rows.map((r) => r.name),
        'the class kept',
      ).to.deep.equal(['amy']);
      expect(board.stopped?.notGraded).to.deep.equal(['stubborn']);
      expect(await leftRunning(script), 'processes still running the command').to.deep.equal([]);
      // Its grading processes' folders too: killed and removed as the kit exits, not left for the next boot.
      expect(readdirSync(temporary), 'left in the temporary folder').to.deep.equal([]);
      // The stopped submission's earlier reports were set aside, and could not be put back while its grading process
      // ran: they are gone with the kit, not left hidden in --out.
      expect(
        readdirSync(out).filter((name) => name.startsWith('.')),
        'hidden in --out',
      ).to.deep.equal([]);
      // Merged, the scoreboard would lose what it says: refused, saying what to do.
      const merged = await grade(['--merge', out, '--out', scratchFolder('todo-kit-grades-')]);
      expect(merged.exitCode).to.equal(2);
      expect(merged.stderr).to.include('No row (not graded to the end): stubborn').and.include('Grade those submissions into it');
    });

  it('its terminal closed (SIGHUP, twice), it stops as on Ctrl-C, writes the scoreboard of what --out holds, and ends by SIGHUP', async () => {
    // Once, SIGHUP (a closed terminal, a dropped ssh session) ended the kit at once, its class's scoreboard removed.
    // A terminal that closes sends it twice (its shell passes one on, the system sends another): the second once
    // read as a second Ctrl-C, and the stopped student's earlier reports were removed. The kit ends by the signal
    // itself (a shell says 129): Node's own exit fails on a terminal that is gone.
    const { script, out, temporary, child, ended } = await regradingStubborn();
    child.kill('SIGHUP');
    child.kill('SIGHUP');
    const { exitCode, signal, stderr } = await ended;
    expect([exitCode, signal], stderr).to.deep.equal([null, 'SIGHUP']);
    expect(stderr).to.include('Grading was stopped by its terminal closing (SIGHUP) after 0 of 1 submission(s)');
    const board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(board.rows.map((r) => r.name)).to.deep.equal(['amy', 'stubborn']);
    expect(readdirSync(join(out, 'stubborn'))).to.deep.equal(['outcomes.json']);
    expect(await leftRunning(script), 'processes still running the command').to.deep.equal([]);
    expect(readdirSync(temporary), 'left in the temporary folder').to.deep.equal([]);
  });

  it('killed where no handler runs (SIGKILL: a CI job past its time limit, the system out of memory), it leaves a scoreboard that says it had not finished', async () => {
    // Once, a grading removed the class's scoreboard as it began and wrote its own at its end: killed in between, it
    // left none. It writes one as it begins, and again as submissions finish.
    const { script, out, child, ended } = await regradingStubborn();
    child.kill('SIGKILL');
    expect((await ended).signal).to.equal('SIGKILL');
    const board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(board.rows.map((r) => r.name)).to.deep.equal(['amy']);
    expect(board.stopped).to.deep.equal({ by: 'unfinished', graded: 0, of: 1, earlier: [], notGraded: ['stubborn'] });
    expect(readFileSync(join(out, 'scoreboard.md'), 'utf8')).to.include(
      'A grading into this folder was not finished when this was written: it had graded 0 of 1 submission(s) (it is still running, or it was killed before its end). No row (not graded to the end, or not yet): stubborn.'.replace(
        /[()]/g,
        '\\$&',
      ),
    );
    // Its grading processes end their runs without it, and the next grading takes its --out over.
    expect(await leftRunning(script), 'processes still running the command').to.deep.equal([]);
    const next = await grade([join(KIT_ROOT, CORRECT), '--only', 'F001-01', '--out', out, '--no-html']);
    expect(next.exitCode, next.stderr).to.equal(0);
    const after = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(after.rows.map((r) => r.name)).to.deep.equal(['amy', 'index']);
    // Kept by a grading that finished, the record says the earlier one was killed, no longer "still running" (review 112).
    expect(after.stopped, "the earlier grading's record of who has no row").to.deep.equal({
      by: 'killed',
      graded: 0,
      of: 1,
      earlier: [],
      notGraded: ['stubborn'],
    });
    expect(readFileSync(join(out, 'scoreboard.md'), 'utf8'))
      .to.include('A grading into this folder was stopped by a kill before its end \\(a time limit, the system out of memory\\) after 0 of 1')
      .and.not.include('still running');
    expect(readdirSync(out).filter((name) => name.startsWith('.'))).to.deep.equal([]);
  });

  it('a second grading or merge into an --out that a grading is writing is refused, and the first goes on', async () => {
    // Once, both ran: each removed the scoreboard as it began and wrote its own as it ended, and the class's rows
    // were lost without a word (or a run failed on a report folder the other had emptied).
    const { out, child, ended } = await regradingStubborn();
    const second = await grade([join(KIT_ROOT, CORRECT), '--only', 'F001-01', '--out', out]);
    expect(second.exitCode, second.stderr).to.equal(2);
    expect(second.stderr).to.include(`another todo-kit grade (process ${child.pid}) is writing to`).and.include('give this one an --out of its own');
    const another = scratchFolder('todo-kit-grades-');
    earlierGrading(another, ['zed']);
    const merged = await grade(['--merge', another, '--out', out]);
    expect(merged.exitCode, merged.stderr).to.equal(2);
    expect(merged.stderr).to.include(`another todo-kit grade (process ${child.pid}) is writing to`);
    child.kill('SIGINT');
    const first = await ended;
    expect(first.exitCode, first.stderr).to.equal(130);
    const board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(board.rows.map((r) => r.name)).to.deep.equal(['amy', 'stubborn']);
    expect(
      readdirSync(out).filter((name) => name.startsWith('.')),
      'the lock, once the grading is over',
    ).to.deep.equal([]);
  });

  it('stopped as it starts, it leaves the class scoreboard whole', async () => {
    // Once, the scoreboard was removed before a stop was handled: a Ctrl-C in between (a forgotten option, seen as
    // the first line appears) ended the kit by Node's default with none, or half of one. Stopped as soon as it says
    // it grades, the scoreboard holds the class, whether the signal came before the kit handles one or after. (The
    // window was a few milliseconds wide: this catches the old order in some runs, not every one.)
    const out = scratchFolder('todo-kit-grades-');
    earlierGrading(out, ['amy', 'bob']);
    const { child, ended } = startGrade([join(KIT_ROOT, CORRECT), '--only', 'F001-01', '--out', out]);
    child.stdout!.once('data', () => child.kill('SIGINT'));
    const { exitCode, signal, stdout, stderr } = await ended;
    const said = `exit code ${exitCode}, signal ${signal}\n${stdout}${stderr}`;
    // Ended before it handled a stop (Node's default), the scoreboard is as it was; stopped, the kit wrote one of
    // what --out holds, every file of it; graded to the end first (a fast machine), the new one.
    const files = readdirSync(out).filter((name) => name.startsWith('scoreboard.'));
    if (signal === 'SIGINT') expect(files, said).to.deep.equal(['scoreboard.json']);
    else expect(files.sort(), said).to.deep.equal(['scoreboard.csv', 'scoreboard.html', 'scoreboard.json', 'scoreboard.md']);
    expect(signal === 'SIGINT' || exitCode === 130 || exitCode === 0, said).to.equal(true);
    const board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(
      board.rows.map((r) => r.name),
      said,
    ).to.include.members(['amy', 'bob']);
  });

  it('its output closed under it (todo-kit grade … | head), it stops as on SIGPIPE, removing its folders', async () => {
    const script = stubbornCommand();
    const temporary = scratchFolder('todo-kit-tmpdir-');
    const { child, ended } = startGrade(
      [script, '--cmd', 'node {}', '--only', 'F001-01', '--timeout', '1000', '--out', scratchFolder('todo-kit-grades-')],
      temporaryFolderEnv(temporary),
    );
    // Like head: read the first line, then close the pipes while the submission is being verified; the kit finds them
    // closed when it writes the submission's line, a second later (its call times out).
    await new Promise((resolve) => child.stdout!.once('data', resolve));
    await untilRunning(script);
    child.stdout!.destroy();
    child.stderr!.destroy();
    const { exitCode } = await ended;
    expect(exitCode).to.equal(141); // 128 + SIGPIPE
    expect(processesNaming(script), 'processes still running the command').to.deep.equal([]);
    expect(readdirSync(temporary), 'left in the temporary folder').to.deep.equal([]);
  });

  it('a grading process that cannot start fails its submissions as a kit error, and grading ends, leaving no folder', async () => {
    // Node reports a process it could not start (EAGAIN, EMFILE; here a missing program) with an 'error' and no exit.
    const childProcess = require('node:child_process') as typeof import('node:child_process');
    const fork = childProcess.fork;
    const temporary = scratchFolder('todo-kit-tmpdir-');
    const tmpdirBefore = process.env.TMPDIR;
    childProcess.fork = ((modulePath: string, args: string[], options: import('node:child_process').ForkOptions) =>
      fork(modulePath, args, { ...options, execPath: join(temporary, 'no-such-node') })) as typeof fork;
    process.env.TMPDIR = temporary; // where the pool makes the grading process's folder
    let grading: Promise<import('../cli/grade-pool').GradeResult[]>;
    try {
      const { gradeAll } = require('../cli/grade-pool') as typeof import('../cli/grade-pool');
      const argv = [join(SAMPLES, 'correct-commonjs', 'registry.cjs'), '--profile', 'todo-list-v2', '--only', 'F-007'];
      const reportsDir = scratchFolder('todo-kit-grades-');
      grading = gradeAll([{ id: 0, name: 'alice', profile: 'todo-list-v2', argv, reportsDir, cwd: KIT_ROOT }], { jobs: 1, html: false });
    } finally {
      childProcess.fork = fork; // the pool forks at once, in gradeAll's first turn
      if (tmpdirBefore === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdirBefore;
    }
    const [result] = await grading;
    expect(result!.fate).to.equal('kit error');
    expect(result!.stderr).to.include('could not start').and.include('ENOENT');
    expect(
      readdirSync(temporary).filter((name) => name.startsWith('todo-kit-grading-')),
      'left in the temporary folder',
    ).to.deep.equal([]);
  });

  it(
    'the grading processes have exited when grading answers: none is left to init, its CPU unaccounted',
    { skip: !existsSync('/proc/self/stat') && 'needs /proc' },
    async () => {
      const { gradeAll } = require('../cli/grade-pool') as typeof import('../cli/grade-pool');
      const reportsDir = scratchFolder('todo-kit-grades-');
      const argv = [join(SAMPLES, 'correct-commonjs', 'registry.cjs'), '--profile', 'todo-list-v2', '--only', 'F-007'];
      const [result] = await gradeAll([{ id: 0, name: 'alice', profile: 'todo-list-v2', argv, reportsDir, cwd: KIT_ROOT }], { jobs: 1, html: false });
      expect(result!.exitCode, result!.stderr).to.equal(0);
      // This test file runs in a process of its own: its children now would be grading processes still exiting (its
      // reaper aside, which lives as long as this process: harness/reaper.ts).
      const children = descendantsOf(process.pid).filter((pid) => pid !== reaperPid());
      expect(children, 'child processes still running').to.deep.equal([]);
    },
  );

  it("a relative TMPDIR names the same folder for the grading processes, which run in the kit's folder", async () => {
    const here = scratchFolder('todo-kit-relative-tmp-');
    mkdirSync(join(here, 'tmp'));
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(here, 'alice.cjs'));
    const child = spawn(process.execPath, [KIT_BIN, 'grade', 'alice.cjs', '--out', 'grades', '--only', 'F-002', '--no-html'], {
      cwd: here,
      env: { ...kitProcessEnv([]), NO_COLOR: '1', CI: '1', ...temporaryFolderEnv('tmp') },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => child.on('close', resolve))).to.equal(0);
    const rows = (JSON.parse(readFileSync(join(here, 'grades', 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(
      rows.map((row) => row.verdict),
      'it loaded (every submission "did not load" before)',
    ).to.deep.equal(['passed the selection']);
  });

  it("a TODO_KIT_PROFILE left in the environment does not regrade a class of another profile: refused, the students' reports kept", async () => {
    const course = scratchFolder('todo-kit-env-profile-');
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'alice.cjs'));
    const out = join(course, 'grades');
    const args = [join(course, 'alice.cjs'), '--out', out, '--only', 'F-002', '--no-html'];
    expect((await grade(args)).exitCode).to.equal(0);
    const reports = readFileSync(join(out, 'alice', 'outcomes.json'), 'utf8');
    const fromEnv = await grade(
      args.filter((arg) => arg !== '--only' && arg !== 'F-002'),
      { TODO_KIT_PROFILE: 'envelope-mvp' },
    );
    expect(fromEnv.exitCode, fromEnv.stdout + fromEnv.stderr).to.equal(2);
    expect(fromEnv.stderr).to.include('holds a grading against todo-list-v2, and this one is against envelope-mvp, the TODO_KIT_PROFILE of your environment');
    expect(readFileSync(join(out, 'alice', 'outcomes.json'), 'utf8'), "alice's reports").to.equal(reports);
    expect((JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows.map((row) => row.verdict)).to.deep.equal([
      'passed the selection',
    ]);
    // Into a fresh --out, it is the grading's profile, and the headline says where it came from.
    const fresh = await grade([join(course, 'alice.cjs'), '--out', join(course, 'other'), '--no-html'], { TODO_KIT_PROFILE: 'envelope-mvp' });
    expect(fresh.stdout).to.include('against envelope-mvp (TODO_KIT_PROFILE)');
    // Given as --profile, it is meant: graded over the class of the other profile.
    const meant = await grade([...args.slice(0, 3), '--no-html', '--profile', 'envelope-mvp']);
    expect(meant.stdout).to.include('against envelope-mvp →');
    expect(meant.stderr).to.include('alice: did not load');
  });

  it('links in a class folder that lead to no file (to themselves, round in a loop, to nothing) each do not load, and say where they lead', async () => {
    // A link to itself stopped the kit with an internal error (ELOOP) before any grading (helper 108).
    const course = scratchFolder('todo-kit-links-');
    symlinkSync('loop.cjs', join(course, 'loop.cjs'));
    symlinkSync('ping.cjs', join(course, 'pong.cjs'));
    symlinkSync('pong.cjs', join(course, 'ping.cjs'));
    symlinkSync('gone.cjs', join(course, 'lost.cjs'));
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'alice.cjs'));
    const out = join(course, 'grades');
    const graded = await grade([course, '--out', out, '--only', 'F-002', '--no-html']);
    expect(graded.exitCode, graded.stderr).to.equal(0);
    const rows = (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(Object.fromEntries(rows.map((row) => [row.name, row.verdict]))).to.deep.equal({
      alice: 'passed the selection',
      loop: 'did not load',
      ping: 'did not load',
      pong: 'did not load',
      lost: 'did not load',
    });
    expect(readFileSync(join(out, 'loop', 'why.txt'), 'utf8')).to.include('loop.cjs is a link to no file: it leads to itself.');
    expect(readFileSync(join(out, 'ping', 'why.txt'), 'utf8')).to.include(
      'ping.cjs is a link to no file: it leads to pong.cjs, and from there round in a loop.',
    );
    expect(readFileSync(join(out, 'lost', 'why.txt'), 'utf8')).to.include('lost.cjs is a link to no file: it leads to gone.cjs, which does not exist.');
  });

  it("a CommonJS student made an ES module by the course's package.json is told whose package.json it is; with one of its own, it loads", async () => {
    // Node's message named it "../package.json" and told the student to rename their files (helper 110).
    const course = scratchFolder('todo-kit-esm-course-');
    writeFileSync(join(course, 'package.json'), '{ "private": true, "type": "module" }\n');
    for (const name of ['judy', 'kate']) {
      mkdirSync(join(course, 'submissions', name), { recursive: true });
      copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'submissions', name, 'todo.js'));
    }
    writeFileSync(join(course, 'submissions', 'kate', 'package.json'), '{ "type": "commonjs", "main": "todo.js" }\n');
    const out = join(course, 'grades');
    expect((await grade([join(course, 'submissions'), '--out', out, '--only', 'F-002', '--no-html'])).exitCode).to.equal(0);
    const rows = (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(rows.map((row) => [row.name, row.verdict])).to.deep.equal([
      ['judy', 'did not load'],
      ['kate', 'passed the selection'],
    ]);
    expect(readFileSync(join(out, 'judy', 'why.txt'), 'utf8'))
      .to.include("(the package.json that makes it an ES module, ../package.json, is not the student's but the course's, above their work:")
      // How to run it again, from the student's own folder: "judy/todo.js" is the class's layout, the grader's.
      .and.include("Then run in your submission's folder:  npx todo-kit --profile todo-list-v2 ./todo.js ");
  });

  it('a name that grows past what a file system allows as it is made is cut, and graded', async () => {
    // 85 × U+0958 is 255 bytes, and 510 in Unicode's composed form: its report folder could not be made, and the row
    // read "kit error (could not remove the earlier report folder: ENAMETOOLONG)", a false reason (helper 111).
    const course = scratchFolder('todo-kit-long-name-');
    const long = '\u0958'.repeat(85);
    mkdirSync(join(course, long));
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, long, 'index.cjs'));
    const out = join(course, 'grades');
    expect((await grade([course, '--out', out, '--only', 'F-002', '--no-html'])).exitCode).to.equal(0);
    const [row] = (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(row!.verdict).to.equal('passed the selection');
    expect(Buffer.byteLength(row!.name)).to.be.at.most(200);
    expect(row!.name).to.match(/_[0-9a-f]{8}$/);
  });

  it('a submission whose name is not UTF-8 has a row that says so, neither dropped nor told it does not exist', async () => {
    // Node reads each byte that is not UTF-8 as U+FFFD: a folder so named was "neither a module nor a folder" and had
    // no row, and a file so named was told it does not exist, "did you mean" its own name (helper 111).
    const course = scratchFolder('todo-kit-bytes-');
    const named = (...bytes: number[]) => Buffer.concat([Buffer.from(`${course}/`), Buffer.from(bytes)]);
    mkdirSync(named(0x64, 0x69, 0x72, 0xfe)); // dir\xfe
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), Buffer.concat([named(0x64, 0x69, 0x72, 0xfe), Buffer.from('/index.cjs')]));
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), named(0x62, 0xff, 0x2e, 0x63, 0x6a, 0x73)); // b\xff.cjs
    const out = join(course, 'grades');
    expect((await grade([course, '--out', out, '--only', 'F-002', '--no-html'])).exitCode).to.equal(0);
    const rows = (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(rows.map((row) => [row.name, row.verdict])).to.deep.equal([
      ['b_', 'did not load'],
      ['dir_', 'did not load'],
    ]);
    for (const name of ['b_', 'dir_']) expect(readFileSync(join(out, name, 'why.txt'), 'utf8'), name).to.include('has a name that is not UTF-8');
  });

  it("a student's project named alone, without an index, is one submission when its modules import each other", async () => {
    // Graded alone after the class (a late submission), a project with a package.json but no main or index was taken
    // for a folder of submissions: four rows, each "did not load" (helper 110). Its modules import each other, which
    // classmates' work never does (a graded submission may not read its classmates').
    const course = scratchFolder('todo-kit-project-');
    cpSync(join(SAMPLES, 'typescript-esm'), join(course, 'oscar'), { recursive: true });
    writeFileSync(join(course, 'oscar', 'package.json'), '{ "name": "oscar", "type": "module" }\n');
    mkdirSync(join(course, 'pat')); // CommonJS, no package.json: one module requires the other
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'pat', 'impl.cjs'));
    writeFileSync(join(course, 'pat', 'main.cjs'), "module.exports = require('./impl.cjs');\n");
    const out = join(course, 'grades');
    for (const name of ['oscar', 'pat']) {
      const graded = await grade([join(course, name), '--out', out, '--only', 'F-002', '--no-html', '--no-typecheck']);
      expect(graded.exitCode, graded.stdout + graded.stderr).to.equal(0);
      expect(graded.stdout, name).to.include('Grading 1 submission(s)');
    }
    const rows = (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(rows.map((row) => [row.name, row.verdict])).to.deep.equal([
      ['oscar', 'passed the selection'],
      ['pat', 'passed the selection'],
    ]);
    // A folder of submissions in which one student imports another's work, or requires a file that is not there, is
    // still a folder of submissions: the others import nothing of theirs (review 112).
    const cls = join(course, 'class');
    mkdirSync(cls);
    for (const name of ['alice', 'bob']) copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(cls, `${name}.cjs`));
    writeFileSync(join(cls, 'carol.cjs'), "module.exports = require('./alice.cjs');\nrequire('./helpers');\n");
    expect(findSubmissions([cls], course).submissions.map((s) => s.name)).to.deep.equal(['alice', 'bob', 'carol']);
  });

  it("a student's folder whose name starts with '-' is a path in the command, never an option of its program", async () => {
    // Graded from inside the class's folder, --cmd "python3 {}/todo.py" ran python3 -rf/todo.py: "Unknown option: -r",
    // a correct program scored "did not load" (helper 111).
    const course = scratchFolder('todo-kit-dash-');
    mkdirSync(join(course, '-rf'));
    copyFileSync(join(KIT_ROOT, 'examples', 'todo-list-v2', 'python', 'todo_registry.py'), join(course, '-rf', 'todo.py'));
    const child = spawn(process.execPath, [KIT_BIN, 'grade', '.', '--cmd', 'python3 {}/todo.py', '--out', 'grades', '--only', 'F-002', '--no-html'], {
      cwd: course,
      env: { ...kitProcessEnv([]), NO_COLOR: '1', CI: '1' },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => child.on('close', resolve))).to.equal(0);
    const rows = (JSON.parse(readFileSync(join(course, 'grades', 'scoreboard.json'), 'utf8')) as Scoreboard).rows;
    expect(rows.map((row) => [row.name, row.verdict, row.gradedAs])).to.deep.equal([['-rf', 'passed the selection', '--cmd python3 ./-rf/todo.py']]);
  });

  it('a wrong option or path is a usage error (exit 2) that says what is wrong', async () => {
    const cases: [string[], RegExp][] = [
      [[], /name the submissions/],
      [['examples/no-such-folder'], /no file or folder/],
      [['examples/todo-list-v2/broken', '--shard', '3/2'], /--shard takes i\/n/],
      [['examples/todo-list-v2/broken', '--jobs', '0'], /--jobs takes a whole number/],
      [['examples/todo-list-v2/broken', '--out', 'package.json'], /--out package\.json is a file: give the reports a folder/],
      // A selection of nothing: every submission would be "did not load".
      [['examples/todo-list-v2/broken', '--tags', '@no-such-tag'], /no scenario matches the selection/],
      [['examples/todo-list-v2/broken', '--only', 'F001-E3/no-such-case'], /no outline row F001-E3\/no-such-case/],
      [['--merge', 'examples'], /has no scoreboard\.json/],
      [['examples/todo-list-v2/broken', '--cmd', 'python3 main.py'], /\{\} stands for each submission/],
      [['examples/todo-list-v2/broken', '--onyl', 'F-001'], /unknown option --onyl: did you mean --only\?/],
      [
        ['examples/todo-list-v2/broken', '--reports', 'r'],
        /unknown option --reports: it is a single run's; todo-kit grade writes each submission's reports under --out/,
      ],
    ];
    // A single run's isolation options are every submission's.
    const handedOn = parseGradeOptions(['examples', '--pass-env', 'PYTHONPATH', '--allow-children']);
    expect(handedOn !== 'help' && handedOn.passOn).to.deep.equal(['--pass-env', 'PYTHONPATH', '--allow-children']);
    // --sandbox where bubblewrap cannot run: said once, not as every submission's "did not load".
    const sandbox = sandboxProgram();
    if ('why' in sandbox)
      cases.push([['examples/todo-list-v2/broken', '--sandbox'], new RegExp(`^todo-kit grade: ${sandbox.why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)]);
    for (const [args, message] of cases) {
      // In GitHub Actions, so that each also says it as an error annotation (on stdout, where the runner reads it).
      const result = await grade(args, { GITHUB_ACTIONS: 'true' });
      expect(result.exitCode, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.match(message);
      const annotations = workflowCommands(result.stdout);
      expect(annotations, args.join(' ')).to.have.lengthOf(1);
      expect(annotations[0], args.join(' ')).to.match(/^::error title=todo-kit grade%3A usage error::\S/);
    }
  });

  it("a regrade of one student with --no-html keeps the class's scoreboard.html current; into a new --out it writes none", async () => {
    // Once, the page stayed as the class's grading left it: the rows of before beside a scoreboard.json of now.
    const folder = scratchFolder('todo-kit-course-');
    for (const name of ['amy', 'bob']) copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(folder, `${name}.cjs`));
    const out = scratchFolder('todo-kit-grades-');
    expect((await grade([folder, '--only', 'F002-01', '--out', out])).exitCode).to.equal(0);
    const regrade = await grade([join(folder, 'amy.cjs'), '--only', 'F002-01', '--out', out, '--no-html']);
    expect(regrade.exitCode, regrade.stderr).to.equal(0);
    expect(regrade.stdout).to.include('scoreboard.md, scoreboard.html');
    const board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(readFileSync(join(out, 'scoreboard.html'), 'utf8'), 'the page of this grading').to.include(`<time datetime="${board.generatedAt}">`);
    expect(readdirSync(join(out, 'amy')), 'its own reports without cucumber.html').not.to.include('cucumber.html');
    const fresh = scratchFolder('todo-kit-grades-');
    expect((await grade([join(folder, 'amy.cjs'), '--only', 'F002-01', '--out', fresh, '--no-html'])).exitCode).to.equal(0);
    expect(readdirSync(fresh)).not.to.include('scoreboard.html');
  });

  it('a scoreboard that does not say what it graded (a merge of old shards) is never replaced by a regrade of one student', async () => {
    const course = scratchFolder('todo-kit-course-');
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'alice.cjs'));
    const out = scratchFolder('todo-kit-grades-');
    mkdirSync(join(out, 'bob'));
    writeFileSync(join(out, 'bob', 'outcomes.json'), '{}\n');
    const bob = { name: 'bob', profile: 'todo-list-v2', verdict: 'conformant', counts: {}, concepts: {}, reports: 'bob' };
    writeFileSync(join(out, 'scoreboard.json'), JSON.stringify({ kit: 'todo-kit grade', generatedAt: '', rows: [bob] }));
    for (const time of ['first', 'second']) {
      const result = await grade([join(course, 'alice.cjs'), '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html']);
      expect(result.stdout, `${time} time`).to.include('not graded now (bob); its scoreboard does not say what it graded');
    }
    expect((JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows.map((row) => row.name)).to.deep.equal(['alice', 'bob']);
    expect(existsSync(join(out, 'bob', 'outcomes.json'))).to.equal(true);
  });

  it("with --no-typecheck, a TypeScript submission's row says it was not type-checked, and a JavaScript one's does not", async () => {
    const course = scratchFolder('todo-kit-course-');
    cpSync(join(SAMPLES, 'typescript-esm'), join(course, 'tess'), { recursive: true });
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'alice.cjs'));
    const out = scratchFolder('todo-kit-grades-');
    const result = await grade([course, '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html', '--entry', 'registry.ts']);
    expect(result.exitCode, result.stdout + result.stderr).to.equal(0);
    const notes = Object.fromEntries(
      (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows.map((row) => [row.name, row.note ?? '']),
    );
    expect(notes.tess).to.include('not type-checked (--no-typecheck)');
    expect(notes.alice).not.to.include('type-checked');
  });

  it('on a terminal, a submission that gave no verdict leaves a line above the bar, saying why; the others are counted in it', () => {
    let shown = '';
    const terminal = { isTTY: true, write: (chunk: string) => ((shown += chunk), true) } as Pick<NodeJS.WriteStream, 'write' | 'isTTY'>;
    const progress = progressReporter(2, terminal, true);
    const graded = (name: string) => ({ job: { name }, seconds: 1 }) as Parameters<typeof progress.result>[0];
    const row = (verdict: string, note?: string) => ({ verdict, note, counts: {} }) as unknown as Parameters<typeof progress.result>[1];
    progress.result(graded('ken'), row('did not load', 'todo-kit: Cannot use ken.mjs: SyntaxError: Unexpected token'));
    progress.result(graded('alice'), row('conformant'));
    expect(shown).to.include('\r\x1b[Kken: did not load (todo-kit: Cannot use ken.mjs: SyntaxError: Unexpected token)\n');
    expect(shown).not.to.include('alice');
    expect(shown.trimEnd().split('\r').pop()).to.match(/\] 2\/2 1 did not load, 1 conformant$/);
  });

  it('submissions that share a name are refused all at once, each pair named', async () => {
    const course = scratchFolder('todo-kit-course-');
    for (const file of [
      'bob.mjs',
      'bob.cjs',
      'cy.mjs',
      'cy.js',
      'Dee.mjs',
      'dee.cjs',
      'Eve Ng.mjs',
      'Eve_Ng.cjs',
      'Jos\u00e9.mjs',
      'Jose\u0301.cjs',
      'leo.cjs',
    ]) {
      copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, file));
    }
    // Two folders, whose names keep what follows a dot: no extension tells them apart, case does. And a file beside a
    // folder of its name, which read "the same but for " and nothing (helper 110).
    for (const folder of ['J.Doe', 'j.doe', 'leo']) {
      mkdirSync(join(course, folder));
      copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, folder, 'index.cjs'));
    }
    const result = await grade([course, '--out', scratchFolder('todo-kit-grades-')]);
    expect(result.exitCode).to.equal(2);
    // Each pair with what tells its two apart, for the author who renames one. Dee and dee: one report folder where
    // case is ignored (macOS, Windows); José twice, in Unicode's two forms, which look alike on screen.
    const ext = 'the extension (a name leaves it out)';
    expect(result.stderr)
      .to.include('7 pairs of submissions have the same name')
      .and.include("\n  leo (the same but for a file's extension, which a name leaves out (a file beside a folder of the same name)): ")
      .and.include('\n  J.Doe and j.doe (the same but for case): ')
      .and.include(`\n  bob (the same but for ${ext}): `)
      .and.include(`\n  cy (the same but for ${ext}): `)
      .and.include(`\n  Dee and dee (the same but for ${ext} and case): `)
      .and.include(`\n  Eve_Ng (the same but for ${ext} and characters other than a letter, a digit, ".", "_" or "-", each run of them made "_"): `)
      .and.include(`Jos\u00e9 (the same but for ${ext} and Unicode's two forms of a letter (composed and decomposed), which look alike): `);
  });

  it('--merge refuses a scoreboard whose rows the kit would not have written: markup in a count or a verdict reaches no page', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ counts: { passed: '<img src=x onerror=alert(1)>' } }, 'row 1 has counts that are not numbers'],
      [{ verdict: 'conformant" onclick="alert(1)' }, 'row 1 has the verdict'],
      [{ concepts: { Registration: { passed: '<b>', total: 3 } } }, 'row 1 has concept scores that are not numbers'],
    ];
    for (const [edit, message] of cases) {
      const shard = scratchFolder('todo-kit-board-');
      writeFileSync(join(shard, 'scoreboard.json'), JSON.stringify({ kit: 'todo-kit grade', generatedAt: '', rows: [{ ...scoreboardRow('alice'), ...edit }] }));
      const out = scratchFolder('todo-kit-merged-');
      const merged = await grade(['--merge', shard, '--out', out]);
      expect(merged.exitCode, message).to.equal(2);
      expect(merged.stderr, message).to.include(`is not a scoreboard the kit wrote: ${message}`);
      expect(existsSync(join(out, 'scoreboard.html')), message).to.equal(false);
    }
  });

  it('--merge of two assignments that share a student says they are not shards of one grading', async () => {
    const board = (profile: string) => {
      const dir = scratchFolder('todo-kit-board-');
      writeFileSync(join(dir, 'scoreboard.json'), JSON.stringify({ kit: 'todo-kit grade', generatedAt: '', rows: [scoreboardRow('alice', profile)] }));
      return dir;
    };
    const twoProfiles = await grade(['--merge', board('shell-command'), board('mini-claude-code-v2'), '--out', scratchFolder('todo-kit-merged-')]);
    expect(twoProfiles.exitCode).to.equal(2);
    expect(twoProfiles.stderr).to.include('once for shell-command and once for mini-claude-code-v2: --merge joins the shards of one grading');
    const oneProfile = await grade(['--merge', board('shell-command'), board('shell-command'), '--out', scratchFolder('todo-kit-merged-')]);
    expect(oneProfile.stderr).to.include('(were they the shards of one --shard n?)');
    // Alice and alice, one in each shard: a grading refuses them as one name, and so does a merge (one folder where
    // case is ignored).
    const capital = board('shell-command');
    writeFileSync(
      join(capital, 'scoreboard.json'),
      JSON.stringify({ kit: 'todo-kit grade', generatedAt: '', rows: [scoreboardRow('Alice', 'shell-command')] }),
    );
    const byCase = await grade(['--merge', capital, board('shell-command'), '--out', scratchFolder('todo-kit-merged-')]);
    expect(byCase.exitCode).to.equal(2);
    expect(byCase.stderr).to.include('Alice and alice (the same but for case) are in two scoreboards');
    // One folder named twice, however it is written, is said so, not taken for two scoreboards that share students.
    const again = await grade(['--merge', capital, `${capital}/`, '--out', scratchFolder('todo-kit-merged-')]);
    expect(again.exitCode).to.equal(2);
    expect(again.stderr).to.include(`${capital} is named twice: --merge joins each scoreboard once`);
  });

  it('refuses an --out that would empty a submission before grading it', async () => {
    const course = scratchFolder('todo-kit-course-');
    mkdirSync(join(course, 'bob'));
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'bob', 'index.cjs'));
    const result = await grade([join(course, 'bob'), '--out', course]); // its report folder would be bob itself
    expect(result.exitCode).to.equal(2);
    expect(result.stderr).to.match(/would overwrite the submission/);
    expect(existsSync(join(course, 'bob', 'index.cjs'))).to.equal(true);
    // The folder of submissions itself: its report folders would be taken for students next time.
    const inPlace = await grade([course, '--out', course]);
    expect(inPlace.exitCode).to.equal(2);
    expect(inPlace.stderr).to.include('is the folder of submissions itself: give the reports a folder of their own');
    // Inside a student's folder: its scoreboard would make every later grading take bob for a grading and leave him out.
    for (const inside of [join(course, 'bob'), join(course, 'bob', 'grades')]) {
      const inStudent = await grade([course, '--out', inside]);
      expect(inStudent.exitCode, inside).to.equal(2);
      expect(inStudent.stderr).to.include('is inside bob, a submission: give the reports a folder of their own');
    }
    expect(readdirSync(join(course, 'bob'))).to.deep.equal(['index.cjs']);
  });

  it('an --out inside the folder of submissions is not a submission, the second time as the first', async () => {
    const course = scratchFolder('todo-kit-course-');
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'bob.cjs'));
    const out = join(course, 'grades');
    const graded = async (time: string) => {
      const result = await grade([course, '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html']);
      expect(result.exitCode, `${time} time: ${result.stderr}`).to.equal(0);
      return { result, names: (JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard).rows.map((row) => row.name) };
    };
    expect((await graded('first')).names).to.deep.equal(['bob']);
    // Before the second: bob left and cleo came; a folder of the author's in --out; an earlier grading's folder, by
    // another name, among the submissions.
    rmSync(join(course, 'bob.cjs'));
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'cleo.cjs'));
    mkdirSync(join(out, 'notes'));
    writeFileSync(join(out, 'notes', 'why.txt'), "the author's, named as a report file is"); // kept: no scoreboard named it
    cpSync(out, join(course, 'old-grades'), { recursive: true });
    const second = await graded('second');
    expect(second.names).to.deep.equal(['cleo']);
    expect(second.result.stdout)
      .to.include(`Not graded (a grading's report folder): ${out}, ${join(course, 'old-grades')}`)
      .and.include("Removed the reports of an earlier grading's submissions not in this one: bob");
    // Only folders the earlier scoreboard named go.
    expect(
      readdirSync(out)
        .filter((name) => !name.startsWith('scoreboard'))
        .sort(),
    ).to.deep.equal(['cleo', 'notes']);
    // One student graded again into the same --out (a late one, a fix): the rest of the class stays, rows and reports.
    copyFileSync(join(SAMPLES, 'correct-commonjs', 'registry.cjs'), join(course, 'dan.cjs'));
    const late = await grade([join(course, 'dan.cjs'), '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html']);
    expect(late.stdout).to.include('Kept from the grading before in').and.include('1 submission(s) not graded now (cleo)');
    expect(late.stdout, 'judged as the rows kept were').not.to.include('judged otherwise');
    const board = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    expect(board.rows.map((row) => row.name)).to.deep.equal(['cleo', 'dan']);
    expect(existsSync(join(out, 'cleo', 'outcomes.json'))).to.equal(true);
    // Cleo's row is the second grading's, and says so: dan's is this one's.
    expect(board.startedAt! > board.rows[0]!.gradedAt!, 'cleo graded before this grading began').to.equal(true);
    expect(board.startedAt! <= board.rows[1]!.gradedAt!, 'dan graded by it').to.equal(true);
    expect(readFileSync(join(out, 'scoreboard.md'), 'utf8'))
      .to.match(/\| cleo \*\(from before: \d{4}-\d\d-\d\d \d\d:\d\d UTC\)\* \|/)
      .and.match(/\| dan \|/);
    // Graded again with an option more (--strict): the row kept was judged otherwise, and that is said, with how.
    const stricter = await grade([join(course, 'dan.cjs'), '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html', '--strict']);
    expect(stricter.exitCode, stricter.stderr).to.equal(0);
    expect(stricter.stdout).to.include(
      'Rows kept were judged otherwise than this grading\'s: cleo (todo-list-v2 with ["--only","F008-01"] where this grading has todo-list-v2 with ["--strict","--only","F008-01"])',
    );
    // …and the scoreboard says it too, beside the row and in the tally, for whoever reads it later; the CSV has
    // each row's options. (Once only the terminal said so: the pages put 180/186 beside 195/196 without a word.)
    const marked = readFileSync(join(out, 'scoreboard.md'), 'utf8');
    expect(marked)
      .to.match(/\| cleo \*\(from before: [^)]*\)\* \*\(options: --only F008-01\)\* \|/)
      .and.match(/\| dan \|/);
    expect(marked).to.include(
      "2 submission(s) (1 of them kept from an earlier grading, marked) (1 of them judged with other options than this grading's, --strict --only F008-01; marked)",
    );
    const csvLines = readFileSync(join(out, 'scoreboard.csv'), 'utf8').trim().split('\n');
    // (A cell that begins with "-" is quoted with ', as every cell a spreadsheet could take for a formula.)
    expect(csvLines.map((line) => line.split(',').pop())).to.deep.equal(['options', "'--only F008-01", "'--strict --only F008-01"]);
    // Then as before, without it: cleo was judged so, and nothing is said (the last grading's options are not hers).
    const again = await grade([join(course, 'dan.cjs'), '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html']);
    expect(again.stdout).not.to.include('judged otherwise');
    // A scoreboard of before rows kept their options: its grading's settings say how its rows were judged.
    const before = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    const older = { ...before, settings: { ...before.settings!, passOn: ['--strict'] }, rows: before.rows.map(({ options: _, ...row }) => row) };
    writeFileSync(join(out, 'scoreboard.json'), JSON.stringify(older));
    const afterOlder = await grade([join(course, 'dan.cjs'), '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html']);
    expect(afterOlder.stdout).to.include('cleo (todo-list-v2 with ["--strict"] where this grading has todo-list-v2 with ["--only","F008-01"])');
    // Another --budget judges otherwise too: a submission stopped "over budget" at 30 s does not compare with one
    // given the default 120 s (stop 52's note: a row's budget was not kept).
    const shorter = await grade([join(course, 'dan.cjs'), '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html', '--budget', '30']);
    // (Cleo's row keeps the options its older scoreboard's grading judged it with, now written in the row itself.)
    expect(shorter.stdout).to.include('cleo (todo-list-v2 with ["--strict"] where this grading has todo-list-v2 with ["--only","F008-01","--budget","30"])');
    expect(readFileSync(join(out, 'scoreboard.csv'), 'utf8').trim().split('\n').pop()!.split(',').pop()).to.equal("'--only F008-01 --budget 30");
    expect(readFileSync(join(out, 'scoreboard.md'), 'utf8')).to.match(/\| cleo \*\(from before: [^)]*\)\* \*\(options: --strict\)\* \|/);
    // A scoreboard of a kit that kept each row's run options but not yet its --budget (review 127): its grading's own
    // rows were judged with that grading's budget, read from its settings, as the same budget or as another one.
    const withoutBudgets = JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8')) as Scoreboard;
    const older30 = {
      ...withoutBudgets,
      rows: withoutBudgets.rows.map((row) => ({ ...row, options: row.options!.filter((o) => o !== '--budget' && o !== '30') })),
    };
    for (const [budget, named] of [
      [['--budget', '30'], false],
      [[], true],
    ] as const) {
      writeFileSync(join(out, 'scoreboard.json'), JSON.stringify(older30));
      const cleoAgain = await grade([join(course, 'cleo.cjs'), '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html', ...budget]);
      expect(cleoAgain.stdout.includes('dan (todo-list-v2 with ["--only","F008-01","--budget","30"]'), `${budget.join(' ')}: ${cleoAgain.stdout}`).to.equal(
        named,
      );
    }
    // A scoreboard whose settings were edited out of shape is no reason to stop a grading.
    writeFileSync(join(out, 'scoreboard.json'), JSON.stringify({ ...older30, settings: { profile: 'todo-list-v2' } }));
    const edited = await grade([join(course, 'cleo.cjs'), '--out', out, '--only', 'F008-01', '--no-typecheck', '--no-html']);
    expect(edited.exitCode, edited.stdout + edited.stderr).to.equal(0);
  });
});
