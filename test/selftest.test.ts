/**
 * npm run selftest's launcher (scripts/selftest.ts): the tests get a temporary folder of their own, and a folder of
 * the kit's (todo-kit-*) left in it once they end fails the run, named; they run outside GitHub Actions; off a
 * terminal the log ends with the failed tests named. Each case runs the launcher on a tiny test file written here,
 * inside this test's own temporary folder (TMPDIR, which the launcher keeps as the user's choice).
 */
import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { KIT_ROOT } from '../harness/defaults';
import { scratchFolder } from '../harness/isolation';

/** A scratch folder with a test file whose body is `body` (CommonJS, with mkdtempSync, join and tmpdir at hand). */
function testFile(body: string): { dir: string; file: string } {
  const dir = scratchFolder('todo-kit-launcher-');
  const file = join(dir, 'case.test.js');
  writeFileSync(
    file,
    `const { mkdirSync, mkdtempSync, writeFileSync } = require('node:fs');\nconst { join } = require('node:path');\nconst { tmpdir } = require('node:os');\nrequire('node:test').it('case', () => {\n${body}\n});\n`,
  );
  return { dir, file };
}

const LAUNCHER = ['--require', join(KIT_ROOT, 'harness', 'register-typescript.js'), join(KIT_ROOT, 'scripts', 'selftest.ts')];
/** The launcher's environment: TMPDIR is the test's folder, and node --test's mark of a test file's process is gone
 * (with it, the inner runner would act as a child of this one). */
const launcherEnv = (dir: string) => ({ ...process.env, NODE_TEST_CONTEXT: undefined, TMPDIR: dir });
const kitFoldersIn = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('todo-kit-selftest-'));

/** Run the launcher on a test file whose body is `body`. */
function launch(body: string) {
  const { dir, file } = testFile(body);
  const run = spawnSync(process.execPath, [...LAUNCHER, file], { cwd: dir, encoding: 'utf8', env: launcherEnv(dir) });
  const folder = /^selftest: temporary folder (.+)$/m.exec(run.stdout)?.[1];
  return { ...run, dir, folder, left: kitFoldersIn(dir) };
}

describe("npm run selftest's launcher: its temporary folder, its environment, its log", () => {
  it('is a folder of its own, inside TMPDIR when the user set it, and removed at the end', () => {
    const run = launch("writeFileSync(join(process.cwd(), 'seen.txt'), tmpdir());");
    expect(run.status, run.stdout + run.stderr).to.equal(0);
    expect(run.folder?.startsWith(join(run.dir, 'todo-kit-selftest-')), `${run.folder} in ${run.dir}`).to.equal(true);
    expect(readFileSync(join(run.dir, 'seen.txt'), 'utf8'), "the tests' os.tmpdir()").to.equal(run.folder);
    expect(run.left, 'the folder, after the run').to.deep.equal([]);
  });

  it('a folder of the kit left in it fails the run, named; the folder still goes', () => {
    const run = launch("mkdtempSync(join(tmpdir(), 'todo-kit-leak-'));");
    expect(run.status, run.stdout + run.stderr).to.equal(1);
    expect(run.stderr).to.match(/left in the temporary folder .*: todo-kit-leak-\w{6}/);
    expect(run.left).to.deep.equal([]);
  });

  it('runs the tests outside GitHub Actions even in a job: the kit processes they start hold no workflow commands', () => {
    const { dir, file } = testFile("writeFileSync(join(process.cwd(), 'seen.txt'), String(process.env.GITHUB_ACTIONS));");
    const run = spawnSync(process.execPath, [...LAUNCHER, file], { cwd: dir, encoding: 'utf8', env: { ...launcherEnv(dir), GITHUB_ACTIONS: 'true' } });
    expect(run.status, run.stdout + run.stderr).to.equal(0);
    expect(readFileSync(join(dir, 'seen.txt'), 'utf8')).to.equal('undefined');
  });

  it("others' files there (a compile cache) are not the kit's, and a failing test keeps its own exit code", () => {
    const kept = launch("mkdirSync(join(tmpdir(), 'v8-compile-cache-0'));");
    expect(kept.status, kept.stdout + kept.stderr).to.equal(0);
    expect(kept.stderr).not.to.include('left in the temporary folder');
    const failing = launch("throw new Error('a failing test');");
    expect(failing.status, failing.stdout + failing.stderr).to.equal(1);
    expect(failing.stderr).not.to.include('left in the temporary folder');
  });

  it('off a terminal, the log ends with each failed test named: its file and line, its suites, what it threw (bounded)', () => {
    const dir = scratchFolder('todo-kit-launcher-');
    const file = join(dir, 'recap.test.js');
    writeFileSync(
      file,
      [
        "const { before, describe, it } = require('node:test');",
        "describe('a suite', () => describe('within it', () => it('a failing case', () => { throw new RangeError('the first line\\nthe second'); })));",
        "it('a passing case', () => {});",
        "it('a flood', () => { throw new Error(Array.from({ length: 50 }, (_, i) => 'line ' + i).join('\\n')); });",
        // A hook's failure is its suite's (not its tests', nor a later suite's); a failing todo fails no run.
        "describe('a hooked suite', () => { before(() => { throw new Error('the hook'); }); it('under the hook', () => {}); });",
        "describe('a later suite', () => { it('a failing todo', { todo: true }, () => { throw new Error('not yet'); }); });",
        "it('a thrown object', () => { throw { code: 42 }; });",
      ].join('\n'),
    );
    const run = spawnSync(process.execPath, [...LAUNCHER, file], { cwd: dir, encoding: 'utf8', env: launcherEnv(dir) });
    expect(run.status, run.stdout + run.stderr).to.equal(1);
    const recap = run.stdout.slice(run.stdout.lastIndexOf('# duration_ms'));
    expect(recap, 'after TAP').to.include(
      '\nselftest: 4 tests failed:\n  recap.test.js:2  a suite › within it › a failing case\n      RangeError: the first line\n      the second\n',
    );
    expect(recap).to.include('  recap.test.js:4  a flood\n      line 0\n');
    expect(recap).to.include('      line 19\n      … 30 more lines\n');
    expect(recap).to.include('  recap.test.js:5  a hooked suite\n      the hook\n');
    expect(recap).to.include('  recap.test.js:7  a thrown object\n      { code: 42 }\n');
    for (const absent of ['a passing case', 'under the hook', 'a failing todo']) expect(recap).not.to.include(absent);
    const passing = launch('');
    expect(passing.status, passing.stdout + passing.stderr).to.equal(0);
    expect(passing.stdout).not.to.include('failed:');
  });

  it('stopped by a signal, it exits as the signal says and names nothing (the clean-up was cut short); the folder goes', async () => {
    // The test leaves a folder of the kit's, then waits to be stopped; SIGTERM goes to the launcher alone.
    const { dir, file } = testFile("mkdtempSync(join(tmpdir(), 'todo-kit-cut-short-'));\nreturn new Promise((done) => setTimeout(done, 60_000));");
    const launcher = spawn(process.execPath, [...LAUNCHER, file], { cwd: dir, env: launcherEnv(dir), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    launcher.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const ended = new Promise<number | null>((done) => launcher.on('exit', (exitCode) => done(exitCode)));
    try {
      // Stopped once the test is under way: its folder exists.
      const started = Date.now();
      while (!kitFoldersIn(dir).some((name) => readdirSync(join(dir, name)).some((f) => f.startsWith('todo-kit-cut-short-')))) {
        if (Date.now() - started > 20_000) throw new Error(`the test file never started\n${stderr}`);
        await new Promise((done) => setTimeout(done, 50));
      }
      launcher.kill('SIGTERM');
    } catch (error) {
      launcher.kill('SIGKILL');
      throw error;
    }
    const code = await ended;
    expect(code, stderr).to.equal(143);
    expect(stderr).not.to.include('left in the temporary folder');
    expect(kitFoldersIn(dir), 'the folder, after the run').to.deep.equal([]);
  });
});
