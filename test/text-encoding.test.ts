/**
 * Garbled text (harness/text-encoding.ts): found in a program's answers in each form a stream makes of it, and never
 * where the text was the implementation's own words (review 106 found a module's "?" told as question marks).
 */
import { expect } from 'chai';
import { afterEach, describe, it } from 'node:test';
import { garbledText, streams } from '../harness/text-encoding';

/** UTF-8 read one byte a character, as Latin-1 or as Windows-1252 (what the text would come back as). */
const asLatin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const asCp1252 = (text: string) => new TextDecoder('windows-1252').decode(Buffer.from(text, 'utf8'));

describe('garbled text', () => {
  afterEach(() => (streams.program = false));

  it("is found in a program's answer: encoded twice (Latin-1, Windows-1252), or made '?' a character, a byte, or U+FFFD a byte", () => {
    streams.program = true;
    const sent = { content: 'Fix 修复 the bug', activeForm: 'Café € menu' };
    expect(garbledText([sent], { content: asLatin1(sent.content) })).to.deep.equal({ how: 'encoded twice', sent: '修复', got: asLatin1('修复') });
    expect(garbledText([sent], [asCp1252(sent.activeForm)])).to.deep.include({ how: 'encoded twice', sent: 'é' });
    expect(garbledText([sent], 'Fix ?? the bug')).to.deep.equal({ how: 'made "?"', sent: '修复', got: '??' });
    expect(garbledText([sent], { message: 'Fix ?????? the bug' })).to.deep.equal({ how: 'made "?"', sent: '修复', got: '??????' });
    expect(garbledText([sent], 'Fix \ufffd\ufffd\ufffd\ufffd\ufffd\ufffd the bug')).to.deep.include({ how: 'made "?"', sent: '修复' });
  });

  it("is not found in a module's answer, where a text never crosses a stream", () => {
    streams.program = false;
    expect(garbledText([{ content: 'Fix 修复 the bug' }], 'Fix ?? the bug')).to.equal(undefined);
  });

  it('is not found in a "?" that any text may hold, nor in a garbled form the kit sent itself', () => {
    streams.program = true;
    // A lone character beyond ASCII made "?" is any "?": the module's own question in review 106.
    expect(garbledText([{ content: 'é' }], 'Todo content is too short: did you mean to write more?')).to.equal(undefined);
    // A scenario that sends "Ã©" (and "é") may get it back whole.
    expect(garbledText([{ content: 'Café', other: 'CafÃ©' }], ['CafÃ©'])).to.equal(undefined);
    // Text of the right form, in the right place, is no finding at all.
    expect(garbledText([{ content: 'Fix 修复 the bug' }], { content: 'Fix 修复 the bug', note: '??' })).to.equal(undefined);
  });
});
