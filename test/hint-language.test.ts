/**
 * The kit's hints quote code in JavaScript or Python only. A program that declared a third language (Java, Perl, Rust)
 * reads Python in them: a hint that quotes the Python recorded for it says so, in a line of its own; a hint that
 * does not quote it (or only holds its words inside other words) says nothing more (helper 103: a Java learner read
 * f"todo_{n}" with no word of what it was).
 */
import { expect } from 'chai';
import { afterEach, describe, it } from 'node:test';
import { formatFailure, quotedPython } from '../harness/failure-report';

const NOTE = 'the code in this hint is Python';

describe('a hint that quotes Python for a program in another language', () => {
  afterEach(() => {
    quotedPython.language = undefined;
    quotedPython.texts.clear();
  });

  it('says that its code is Python, naming the language the program declared', () => {
    quotedPython.language = 'java';
    quotedPython.texts.add('f"todo_{n}", not the number n');
    const message = formatFailure({ requirements: [], summary: 'an id is a number', hint: 'ids are strings: f"todo_{n}", not the number n.' });
    expect(message).to.include(`(${NOTE}, the language of the contract's documents: your program declared "java", so write the same in it)`);
  });

  it('says nothing of a hint that does not quote it, or holds its words only inside other words', () => {
    quotedPython.language = 'perl';
    quotedPython.texts.add('self');
    expect(formatFailure({ requirements: [], summary: 's', hint: 'the tool itself keeps its list' })).not.to.include(NOTE);
    expect(formatFailure({ requirements: [], summary: 's', hint: 'keep the counter on self, not in a global' })).to.include(NOTE);
  });

  it('says nothing when no program of a third language was told Python', () => {
    quotedPython.texts.add('self');
    expect(formatFailure({ requirements: [], summary: 's', hint: 'keep the counter on self' })).not.to.include(NOTE);
  });
});
