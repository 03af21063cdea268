/**
 * What an implementation printed, as the kit keeps it to show (harness/output-capture.ts): the newest whole lines,
 * each stream's pieces apart, bounded and escaped whatever is printed, and an honest count of what is left out.
 */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { OUTPUT_LINE_CHARS, OutputCapture } from '../harness/output-capture';
import { OUTPUT_TAIL_LINES } from '../harness/defaults';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('what an implementation printed (OutputCapture)', () => {
  it('keeps the newest lines and counts every one it leaves out', () => {
    const capture = new OutputCapture();
    capture.write('stdout', bytes(Array.from({ length: 100 }, (_, i) => `line ${i}\n`).join('')));
    const { lines, left } = capture.take(100_000);
    expect(lines).to.have.length(OUTPUT_TAIL_LINES);
    expect(lines.at(-1)).to.equal('line 99');
    expect(lines.length + left!).to.equal(100);
    expect(capture.take(100_000)).to.deep.equal({ lines: [], left: 0 });
  });

  it("joins a line written in pieces, keeps stdout's and stderr's apart, and decodes a character split between writes", () => {
    const capture = new OutputCapture();
    const euro = bytes('€');
    capture.write('stdout', bytes('half a '));
    capture.write('stderr', bytes('an error\n'));
    capture.write('stdout', Buffer.concat([bytes('line '), euro.subarray(0, 1)]));
    capture.write('stdout', Buffer.concat([euro.subarray(1), bytes('\n')]));
    expect(capture.take(100_000)).to.deep.equal({ lines: ['an error', 'half a line €'], left: 0 });
  });

  it('shows a long line cut, not lost, and one that never ends', () => {
    const capture = new OutputCapture();
    capture.write('stdout', bytes('before\n'));
    capture.write('stdout', bytes(`${'x'.repeat(15_000)}\n`));
    capture.write('stderr', bytes('y'.repeat(3_000)));
    const { lines, left } = capture.take(100_000);
    expect(lines[0]).to.equal('before');
    expect(lines[1]).to.equal(`${'x'.repeat(OUTPUT_LINE_CHARS)}… [cut by the kit]`);
    expect(lines[2]).to.equal(`${'y'.repeat(OUTPUT_LINE_CHARS)}… [cut by the kit]`);
    expect(left).to.equal(0);
  });

  it('escapes control characters, stays within its bound once escaped, and splits no surrogate pair', () => {
    const capture = new OutputCapture();
    capture.write('stderr', bytes(`${'\u0001'.repeat(5_000)}\n`));
    capture.write('stderr', bytes(`\u0001${'a'.repeat(493)}${'😀'.repeat(10)}\n`));
    const { lines } = capture.take(2_000);
    expect(lines.join('\n')).not.to.match(/[\u0000-\u0008]/);
    expect(lines.join('\n').length).to.be.at.most(2_000 + 40);
    for (const line of lines) expect(line, 'no lone high surrogate').not.to.match(/[\ud800-\udbff](?![\udc00-\udfff])/);
    // Cut where an emoji begins: neither half of it, nor half an escape, is left at the end.
    capture.write('stderr', bytes(`${'a'.repeat(OUTPUT_LINE_CHARS - 1)}${'😀'.repeat(5)}\n`));
    capture.write('stderr', bytes(`${'\u0001'.repeat(100)}\n`));
    const [emoji, escapes] = capture.take(100_000).lines;
    expect(emoji).to.equal(`${'a'.repeat(OUTPUT_LINE_CHARS - 1)}… [cut by the kit]`);
    expect(escapes).to.match(/^(\\u0001)+… \[cut by the kit\]$/);
  });

  it('reads only the tail of a flood, and says its lines were not counted', () => {
    const capture = new OutputCapture();
    capture.write('stdout', bytes('\n'.repeat(1_000_000)));
    capture.write('stdout', bytes('the end\n'));
    const { lines, left } = capture.take(100_000);
    expect(lines.at(-1)).to.equal('the end');
    expect(left).to.equal(undefined);
    // The end of a line whose start went by in a flood is shown as the part of a line it is.
    capture.write('stdout', bytes('x'.repeat(1_000_000)));
    capture.write('stdout', bytes('tail\n'));
    expect(capture.take(100_000).lines.at(-1)).to.equal('…tail');
  });
});
