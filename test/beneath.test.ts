/**
 * The kit's own file work in folders an implementation writes in too (harness/beneath.ts, and its glue
 * step-definitions/common/scenario-paths.ts): bounded reads, and no link followed, even one swapped in while the kit
 * works (red teams 118 and 119 had a sandboxed program do that, to have the kit write and list in the user's home).
 */
import { expect } from 'chai';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { InTheWay, kindBeneath, linksBeneath, makeFoldersBeneath, readFileBeneath, writeFileBeneath } from '../harness/beneath';
import { MAX_MESSAGE_BYTES } from '../harness/defaults';
import { listFolder } from '../harness/folder-listing';
import { scratchFolder } from '../harness/isolation';
import { ScenarioFiles } from '../step-definitions/common/scenario-paths';

/** Why the races cannot run here (the kit walks by path without /proc, and has no --sandbox there), or false. */
const NO_PROC = existsSync('/proc/self/fd') ? false : 'no /proc: the kit walks by path there (and has no --sandbox)';

/**
 * How many races a test tries to meet, and for how long in all (a busy machine gives the swapper little time: once,
 * under a whole npm test, 3,000 attempts met none). One race met is the least that proves anything.
 */
const RACES_WANTED = 10;
const RACE_DEADLINE_MS = 60_000;

/**
 * `attempt`, made at least `times` times while another process runs `loop` (a program's race with the kit, given
 * `args`; it is killed after), and on until it has raced the kit RACES_WANTED times or RACE_DEADLINE_MS have passed
 * since the first attempt. A refusal (InTheWay: a link refused, a folder moved away, nothing done) is counted, any
 * other error fails; a race that the kit never met proves nothing, and fails too.
 */
async function whileSwapping(loop: string, args: string[], times: number, attempt: () => void): Promise<void> {
  const swapper = spawn(process.execPath, ['-e', loop, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  let refused = 0;
  try {
    // Its loop has begun once it says so (a fixed wait was too short on a loaded machine: no race, and the test failed).
    await new Promise((resolve, reject) => {
      swapper.stdout.once('data', resolve);
      swapper.once('exit', (code) => reject(new Error(`the swapping process ended (${code}) before its loop began`)));
    });
    const deadline = Date.now() + RACE_DEADLINE_MS;
    for (let i = 0; i < times || (refused < RACES_WANTED && Date.now() < deadline); i++) {
      try {
        attempt();
      } catch (error) {
        if (!(error instanceof InTheWay)) throw error;
        refused++;
      }
      // Now and then a pause: a swapper that the machine's load kept off the cores runs.
      if (i % 500 === 499 && refused < RACES_WANTED) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    swapper.kill('SIGKILL');
  }
  expect(refused, 'the swap never raced the kit: the test proved nothing').to.be.greaterThan(0);
}

describe("a scenario's folder, as the kit reads and writes its own files there", () => {
  it('reads a file the implementation wrote up to the bound of a message, however large it is; no file reads as none', () => {
    const folder = scratchFolder('todo-kit-paths-');
    writeFileSync(join(folder, 'small.json'), '[]');
    writeFileSync(join(folder, 'huge.json'), Buffer.alloc(MAX_MESSAGE_BYTES + 4096, 0x20));
    expect(readFileBeneath(folder, join(folder, 'small.json'))!.toString()).to.equal('[]');
    expect(readFileBeneath(folder, join(folder, 'huge.json'))!.length).to.equal(MAX_MESSAGE_BYTES);
    expect(readFileBeneath(folder, join(folder, 'missing', 'a.json'))).to.equal(undefined);
    mkdirSync(join(folder, 'a-folder'));
    expect(readFileBeneath(folder, join(folder, 'a-folder'))).to.equal(undefined);
    // A file longer than its size said when it was opened (one still being written; /proc's files say 0) is read on.
    if (existsSync('/proc/self/maps')) expect(readFileBeneath('/proc/self', '/proc/self/maps')!.toString()).to.match(/^[0-9a-f]+-[0-9a-f]+ [\s\S]*\n$/);
    // A FIFO the implementation made: opening it to read would wait for a writer, forever; it reads as no file, at once.
    const fifo = join(folder, 'pipe');
    if (spawnSync('mkfifo', [fifo]).status === 0) {
      expect(readFileBeneath(folder, fifo)).to.equal(undefined);
      expect(kindBeneath(folder, fifo)).to.equal('other');
    }
  });

  it('writes and makes folders on the way, and tells what stands where', () => {
    const folder = scratchFolder('todo-kit-paths-');
    writeFileBeneath(folder, join(folder, 'config', 'todos', 'a.json'), '[1]');
    makeFoldersBeneath(folder, join(folder, 'home', '.claude'));
    expect(readFileBeneath(folder, join(folder, 'config', 'todos', 'a.json'))!.toString()).to.equal('[1]');
    expect(kindBeneath(folder, join(folder, 'config', 'todos'))).to.equal('folder');
    expect(kindBeneath(folder, join(folder, 'config', 'todos', 'a.json'))).to.equal('file');
    expect(kindBeneath(folder, join(folder, 'home', '.claude', 'x'))).to.equal(undefined);
    expect(() => writeFileBeneath(folder, join(folder, 'config', 'todos'), 'x')).to.throw(InTheWay, 'config/todos is not a regular file');
  });

  it('refuses a link on the way or in the place itself, wherever it points, and names it', () => {
    const folder = scratchFolder('todo-kit-paths-');
    const users = scratchFolder('todo-kit-users-');
    writeFileSync(join(users, 'a.json'), 'secret');
    mkdirSync(join(folder, 'config'));
    symlinkSync(users, join(folder, 'config', 'todos'));
    symlinkSync(join(users, 'a.json'), join(folder, 'config', 'b.json'));
    for (const [work, link] of [
      [() => readFileBeneath(folder, join(folder, 'config', 'todos', 'a.json')), 'config/todos'],
      [() => writeFileBeneath(folder, join(folder, 'config', 'todos', 'new.json'), 'x'), 'config/todos'],
      [() => makeFoldersBeneath(folder, join(folder, 'config', 'todos', 'inner')), 'config/todos'],
      [() => kindBeneath(folder, join(folder, 'config', 'todos')), 'config/todos'],
      [() => readFileBeneath(folder, join(folder, 'config', 'b.json')), 'config/b.json'],
      [() => writeFileBeneath(folder, join(folder, 'config', 'b.json'), 'x'), 'config/b.json'],
    ] as const) {
      expect(work).to.throw(InTheWay, `${link} is a link (to "${link === 'config/todos' ? users : join(users, 'a.json')}")`);
    }
    expect(readdirSync(users)).to.deep.equal(['a.json']);
    expect(readFileBeneath(users, join(users, 'a.json'))!.toString()).to.equal('secret');
  });

  it("makes a program's start folder and its links, never through a link put in its place (red team 120: a restart)", () => {
    const folder = scratchFolder('todo-kit-paths-');
    const users = scratchFolder('todo-kit-users-');
    linksBeneath(folder, join(folder, 'cwd', 'home-at-start'), [['.cargo', '/opt/cargo']]);
    expect(readlinkSync(join(folder, 'cwd', 'home-at-start', '.cargo'))).to.equal('/opt/cargo');
    symlinkSync(users, join(folder, 'cwd', 'home-later'));
    expect(() => linksBeneath(folder, join(folder, 'cwd', 'home-later'), [['.cargo', '/opt/cargo']])).to.throw(InTheWay, 'cwd/home-later is a link');
    expect(readdirSync(users)).to.deep.equal([]);
  });

  it("fails the scenario for a link there, naming it in the scenario's folder", () => {
    const folder = scratchFolder('scenario-');
    mkdirSync(join(folder, 'config'));
    symlinkSync('/etc', join(folder, 'config', 'todos'));
    symlinkSync('/nowhere', join(folder, 'dangling'));
    const files = new ScenarioFiles(
      () => folder,
      () => ['CC-STORE.1'],
      'hint',
    );
    expect(() => files.read('config/todos/a.json')).to.throw(/config\/todos in the scenario's folder is a link.*"\/etc"/);
    expect(() => files.write('dangling', 'x')).to.throw(/dangling in the scenario's folder is a link/);
    expect(files.readIfFile('dangling')).to.equal(undefined);
    expect(files.kind('config/other')).to.equal(undefined);
    // The part that is not a folder is the one named (review 124: the part after it was).
    writeFileSync(join(folder, 'a-file'), '');
    expect(() => files.write('a-file/todos/a.json', 'x')).to.throw(/^a-file in the scenario's folder is not a folder where the kit needs one/);
    // Only below the scenario's folder, whatever a step's text says.
    expect(() => files.path('../other-scenario/a.json')).to.throw(/a path in a scenario's folder with "\." or "\.\." in it: \.\.\/other-scenario/);
    expect(() => files.read('config/./todos')).to.throw(/with "\." or "\.\." in it/);
  });

  it('never follows a folder swapped for a link while it works, however often the swap comes', { skip: NO_PROC }, async () => {
    const folder = scratchFolder('todo-kit-race-');
    const users = scratchFolder('todo-kit-users-');
    writeFileSync(join(users, 'id_rsa'), 'secret');
    writeFileSync(join(users, 'list.json'), 'secret');
    mkdirSync(join(folder, 'config'));
    writeFileSync(join(folder, 'config', 'list.json'), '[]');
    // A program's loop: its config folder put aside, a link to the user's folder in its place a while, then put back.
    await whileSwapping(
      `const fs = require('fs'); const [config, aside, users] = process.argv.slice(1);
         const hold = () => { for (let i = 0; i < 20000; i++); };
         process.stdout.write('ready\\n');
         for (;;) {
           // Its own folder put back first, whatever the kit made meanwhile (review 126: a folder the kit remade as it
           // was put back left both in place, and the loop stuck, swapping nothing).
           const putBack = () => { try { fs.renameSync(aside, config); } catch { try { fs.rmSync(config, { recursive: true, force: true }); fs.renameSync(aside, config); } catch {} } };
           try { fs.renameSync(config, aside); } catch { if (fs.existsSync(aside)) putBack(); continue; }
           try { fs.symlinkSync(users, config); hold(); fs.unlinkSync(config); } catch {} // the kit made it meanwhile
           putBack();
           hold();
         }`,
      [join(folder, 'config'), join(folder, 'config-aside'), users],
      3000,
      () => {
        writeFileBeneath(folder, join(folder, 'config', 'planted.json'), 'kit');
        expect(readFileBeneath(folder, join(folder, 'config', 'list.json'))?.toString()).not.to.equal('secret');
        expect(listFolder(folder, join(folder, 'config')).map((entry) => entry.path)).not.to.include('id_rsa');
      },
    );
    expect(readdirSync(users).sort()).to.deep.equal(['id_rsa', 'list.json']);
  });

  it('tells a folder closed to the kit as such, and lists it as not listed (red team 120: a bare EACCES, as a user not root)', (t) => {
    // Permissions never keep root out: as root, the check runs as nobody (setpriv), on the kit's modules transpiled
    // into a folder nobody may read (the kit's own may sit in a folder of root's alone).
    const root = process.getuid?.() === 0;
    if (root && spawnSync('setpriv', ['--version']).status !== 0) return t.skip('running as root, without setpriv to run as another user');
    const dir = mkdtempSync('/tmp/todo-kit-closed-');
    try {
      chmodSync(dir, 0o755);
      mkdirSync(join(dir, 'harness'));
      for (const name of ['beneath', 'folder-listing', 'defaults', 'paths']) {
        const source = readFileSync(join(__dirname, '..', 'harness', `${name}.ts`), 'utf8');
        const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
        writeFileSync(join(dir, 'harness', `${name}.js`), outputText);
      }
      mkdirSync(join(dir, 'work', 'closed'), { recursive: true });
      writeFileSync(join(dir, 'work', 'closed', 'a.json'), '[]');
      chmodSync(join(dir, 'work', 'closed'), 0);
      // Readable, not searchable: its names are listed, nothing more (review 124: a bare EACCES from lstat).
      mkdirSync(join(dir, 'work', 'names-only'));
      writeFileSync(join(dir, 'work', 'names-only', 'b.json'), '[]');
      chmodSync(join(dir, 'work', 'names-only'), 0o444);
      const script = `const { readFileBeneath, InTheWay } = require('./harness/beneath.js');
        const { listFolder } = require('./harness/folder-listing.js');
        const work = ${JSON.stringify(join(dir, 'work'))};
        let read;
        try { read = String(readFileBeneath(work, work + '/closed/a.json')); } catch (error) { read = error instanceof InTheWay ? error.message : 'bare: ' + error.message; }
        console.log(JSON.stringify({ listed: listFolder(work, work).map((entry) => entry.path), read }));`;
      const run = spawnSync(
        ...((root ? ['setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, '-e', script]] : [process.execPath, ['-e', script]]) as [
          string,
          string[],
        ]),
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
      expect(run.status, run.stderr).to.equal(0);
      expect(JSON.parse(run.stdout)).to.deep.equal({
        listed: ['closed/', 'closed/ (not listed: EACCES)', 'names-only/', 'names-only/b.json (not looked at: EACCES)'],
        read: 'closed is closed to the kit (EACCES: its permissions keep the kit out)',
      });
    } finally {
      for (const folder of ['closed', 'names-only']) if (existsSync(join(dir, 'work', folder))) chmodSync(join(dir, 'work', folder), 0o755);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells a file swapped for a link and back as a link, never as a bare error (red team 120: a raw ELOOP as the cause)', { skip: NO_PROC }, async () => {
    const folder = scratchFolder('todo-kit-race-');
    const users = scratchFolder('todo-kit-users-');
    writeFileSync(join(users, 'list.json'), 'secret');
    writeFileSync(join(folder, 'list.json'), '[]');
    await whileSwapping(
      `const fs = require('fs'); const [file, aside, users] = process.argv.slice(1);
         const hold = () => { for (let i = 0; i < 2000; i++); };
         process.stdout.write('ready\\n');
         for (;;) {
           try { fs.renameSync(file, aside); } catch { continue; }
           try { fs.symlinkSync(users, file); hold(); fs.unlinkSync(file); } catch {}
           try { fs.renameSync(aside, file); } catch {}
         }`,
      [join(folder, 'list.json'), join(folder, 'list-aside.json'), join(users, 'list.json')],
      5000,
      () => expect(readFileBeneath(folder, join(folder, 'list.json'))?.toString()).not.to.equal('secret'),
    );
    expect(readFileBeneath(users, join(users, 'list.json'))!.toString()).to.equal('secret');
  });
});
