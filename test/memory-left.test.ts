/**
 * The memory the self-test may still take (scripts/memory-left.ts), which decides whether its temporary files go in
 * RAM: the machine's free memory, or under a container's limit what is left below it.
 */
import { expect } from 'chai';
import { freemem } from 'node:os';
import { describe, it } from 'node:test';
import { memoryLeft } from '../scripts/memory-left';

const GB = 1024 ** 3;

describe('memory left for the self-test', () => {
  it('without a limit, the free memory of the machine', () => {
    expect(memoryLeft({ free: 20 * GB, total: 24 * GB, limit: 2 ** 63, used: 1 * GB })).to.equal(20 * GB);
    expect(memoryLeft({ free: 20 * GB, total: 24 * GB, limit: 0, used: undefined }), 'no limit known').to.equal(20 * GB);
  });

  it("under a container's limit, what is left below it, however much the machine has free", () => {
    expect(memoryLeft({ free: 20 * GB, total: 24 * GB, limit: 2 * GB, used: 1.5 * GB })).to.equal(0.5 * GB);
    expect(memoryLeft({ free: 1 * GB, total: 24 * GB, limit: 8 * GB, used: 1 * GB }), 'the machine has less').to.equal(1 * GB);
    expect(memoryLeft({ free: 20 * GB, total: 24 * GB, limit: 2 * GB, used: 3 * GB }), 'over the limit').to.equal(0);
  });

  it('under a limit whose use cannot be read, none', () => {
    expect(memoryLeft({ free: 20 * GB, total: 24 * GB, limit: 2 * GB, used: undefined })).to.equal(0);
  });

  it("here, never more than the machine's free memory", () => {
    expect(memoryLeft()).to.be.at.most(freemem() + GB / 10); // free memory moves between the two looks
  });
});
