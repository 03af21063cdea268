/**
 * What the kit lists of a folder an implementation writes in is bounded (harness/folder-listing.ts, walked by descriptor: test/beneath.test.ts): a tree 2,500
 * folders deep failed the kit's own listing (helper 111), and past the count of entries the listing says so once,
 * not once for every folder above (review 112). Links are listed as they are, one to nowhere too.
 */
import { expect } from 'chai';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { MAX_LISTED_DEPTH, MAX_LISTED_ENTRIES } from '../harness/defaults';
import { listFolder } from '../harness/folder-listing';
import { scratchFolder } from '../harness/isolation';

describe('the listing of a folder an implementation writes in', () => {
  it('stops at its depth, and says so', () => {
    const root = scratchFolder('todo-kit-listing-');
    let deep = root;
    for (let i = 0; i < MAX_LISTED_DEPTH + 5; i++) mkdirSync((deep = join(deep, 'd')));
    const listed = listFolder(root, root).map((entry) => entry.path);
    expect(listed).to.have.length(MAX_LISTED_DEPTH);
    expect(listed.at(-1)).to.equal(`${'d/'.repeat(MAX_LISTED_DEPTH)} (more than ${MAX_LISTED_DEPTH} folders deep: not listed)`);
  });

  it('stops at its count of entries, and says so once, not once for each folder above', () => {
    const root = scratchFolder('todo-kit-listing-');
    for (const folder of ['a', 'b', 'c']) {
      mkdirSync(join(root, folder));
      for (let i = 0; i < MAX_LISTED_ENTRIES / 2; i++) writeFileSync(join(root, folder, `f${i}`), '');
    }
    const listed = listFolder(root, root).map((entry) => entry.path);
    expect(listed.filter((path) => path.includes('entries: not listed'))).to.have.length(1);
    expect(listed).to.have.length(MAX_LISTED_ENTRIES + 1);
  });

  it('lists a link as it is, one to nowhere too, and a missing folder as nothing', () => {
    const root = scratchFolder('todo-kit-listing-');
    symlinkSync(join(root, 'no-such-file'), join(root, 'nowhere'));
    writeFileSync(join(root, 'file'), 'abc');
    expect(listFolder(root, root)).to.deep.equal([
      { path: 'file', size: 3 },
      { path: 'nowhere', size: join(root, 'no-such-file').length },
    ]);
    expect(listFolder(root, join(root, 'missing'))).to.deep.equal([]);
  });

  it("does not list through a link put where the folder was (the user's folder, its names in the reports)", () => {
    const root = scratchFolder('todo-kit-listing-');
    const users = scratchFolder('todo-kit-listing-');
    writeFileSync(join(users, 'id_rsa'), 'secret');
    symlinkSync(users, join(root, 'config-at-start'));
    expect(listFolder(root, join(root, 'config-at-start'))).to.deep.equal([{ path: '(a link put where the folder was: not listed)', size: 0 }]);
  });
});
