/**
 * What the kit copies of an implementation's values is cut, and the note says exactly how much was cut, however the
 * value is cut on the way (safe-text.ts cuts a long text before serialising, so that a 3 MB answer costs what is shown
 * of it). Each expectation here is computed the slow, obvious way: serialise all of it, then cut.
 */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { firstInvalidUtf8 } from '../harness/line-channel';
import { boundedJson, boundedValue } from '../harness/safe-text';

/** The definition: the first `max` characters of the JSON (not splitting a surrogate pair), and the count of the rest. */
function cutTheObviousWay(value: unknown, max: number): string {
  const json = JSON.stringify(value) ?? 'undefined';
  if (json.length <= max) return json;
  const end = /[\ud800-\udbff]/.test(json[max - 1]!) ? max - 1 : max;
  return `${json.slice(0, end)}… [${json.length - end} more characters cut by the kit]`;
}

describe('values cut to size, with an exact note', () => {
  const long = 'y'.repeat(3 * 1024 * 1024);
  const values: [string, unknown][] = [
    ['a 3 MB text', long],
    ['a tool result holding a 3 MB text', { type: 'tool_result', tool_use_id: 'toolu_1', content: long, is_error: true }],
    ['long texts that need escapes', { a: '"\\\n\u0001'.repeat(400), b: ['é😀'.repeat(500), 'short'] }],
    ['a surrogate pair where the cut falls', `${'x'.repeat(118)}😀${'z'.repeat(500)}`],
    ['two long texts, the second past the cut', [long.slice(0, 1000), 'q'.repeat(5000)]],
    ['an array of many items and no long text', Array.from({ length: 5000 }, (_, i) => ({ i }))],
    ['a small value', { todos: [{ content: 'Write tests', status: 'pending', activeForm: 'Writing tests' }] }],
  ];
  for (const [what, value] of values) {
    for (const max of [5, 120, 300]) {
      it(`${what}, cut at ${max}`, () => {
        expect(boundedJson(value, max)).to.equal(cutTheObviousWay(value, max));
        const kept = boundedValue(value, max);
        if ((JSON.stringify(value) ?? '').length <= max) expect(kept).to.equal(value);
        else expect(kept).to.equal(cutTheObviousWay(value, max));
      });
    }
  }

  it('a value JSON leaves out is kept as it is, and shown as undefined', () => {
    expect(boundedValue(undefined, 5)).to.equal(undefined);
    expect(boundedJson(undefined, 120)).to.equal('undefined');
  });

  it('a value that cannot be serialised says so', () => {
    const cyclic: Record<string, unknown> = { content: 'y'.repeat(1000) };
    cyclic.self = cyclic;
    expect(boundedJson(cyclic, 120)).to.match(/^\(a value the kit cannot show: .*circular/i);
  });
});

describe('UTF-8 checked on long lines', () => {
  it('a long valid line has no invalid byte, and one bad byte at its end is found where it is', () => {
    const line = Buffer.from(`${'é'.repeat(1024 * 1024)}ok`, 'utf8');
    expect(firstInvalidUtf8(line)).to.equal(-1);
    expect(firstInvalidUtf8(Buffer.concat([line, Buffer.from([0xff])]))).to.equal(line.length);
  });
});
