/** The kit's own files in a scenario's folder, which the implementation shares (step-definitions/common/scenario-paths.ts). */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { MAX_MESSAGE_BYTES } from '../harness/defaults';
import { scratchFolder } from '../harness/isolation';
import { readBounded, unlinkedPath } from '../step-definitions/common/scenario-paths';

describe("a scenario's folder, as the kit reads and writes its own files there", () => {
  it('reads a file the implementation wrote up to the bound of a message, however large it is', () => {
    const folder = scratchFolder('todo-kit-paths-');
    writeFileSync(join(folder, 'small.json'), '[]');
    writeFileSync(join(folder, 'huge.json'), Buffer.alloc(MAX_MESSAGE_BYTES + 4096, 0x20));
    expect(readBounded(join(folder, 'small.json')).toString()).to.equal('[]');
    expect(readBounded(join(folder, 'huge.json')).length).to.equal(MAX_MESSAGE_BYTES);
    // A file longer than its size said when it was opened (one still being written; /proc's files say 0) is read on.
    if (existsSync('/proc/self/maps')) expect(readBounded('/proc/self/maps').toString()).to.match(/^[0-9a-f]+-[0-9a-f]+ [\s\S]*\n$/);
    // A FIFO the implementation made: opening it to read would wait for a writer, forever; it reads as empty, at once.
    const fifo = join(folder, 'pipe');
    if (spawnSync('mkfifo', [fifo]).status === 0) expect(readBounded(fifo).length).to.equal(0);
  });

  it('refuses a path through a link made there, wherever it points, and names it; a path not made yet is fine', () => {
    const folder = scratchFolder('todo-kit-paths-');
    mkdirSync(join(folder, 'config'));
    expect(unlinkedPath(folder, ['config', 'todos', 'a.json'], ['CC-STORE.1'], 'hint')).to.equal(join(folder, 'config', 'todos', 'a.json'));
    symlinkSync('/etc', join(folder, 'config', 'todos'));
    expect(() => unlinkedPath(folder, ['config', 'todos', 'a.json'], ['CC-STORE.1'], 'hint')).to.throw(
      /config\/todos in the scenario's folder is a link.*"\/etc"/,
    );
    symlinkSync('/nowhere', join(folder, 'dangling'));
    expect(() => unlinkedPath(folder, ['dangling'], ['CC-STORE.1'], 'hint')).to.throw(/dangling in the scenario's folder is a link/);
  });
});
