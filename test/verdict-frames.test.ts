/**
 * A verdict shows the implementation's stack frames once: those a module's error carried, after its message. A
 * program's output tail in the message (a Java or Node program that crashed, its stack trace on stderr) holds lines
 * that read as frames; they are part of the message, and must not be shown again as frames (helper 103 found a Java
 * trace three times in one outcomes.json message, the kit's hint between the copies).
 */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { crashed } from '../harness/failure-report';
import { ImplementationError, learnerFramesOf } from '../harness/outcomes';

const JAVA_TAIL = [
  'Exception in thread "main" java.lang.IllegalStateException: no command',
  '\tat Tool.execute(Tool.java:42)',
  '\tat Tool.main(Tool.java:7)',
].join('\n');

const count = (text: string, part: string): number => text.split(part).length - 1;

describe("the implementation's frames in a verdict", () => {
  it('are those after the message, not lines of the message that read as frames', () => {
    const error = new ImplementationError(`the implementation stopped while answering execute: exited with code 1; its last output:\n${JAVA_TAIL}`);
    expect(learnerFramesOf(error.stack, error.message)).to.equal('');
    // A module's own frames, which travel after the message, are kept.
    const thrown = new ImplementationError('execute failed: boom', '    at execute (file:///work/todo.mjs:3:9)');
    expect(learnerFramesOf(thrown.stack, thrown.message)).to.equal('    at execute (file:///work/todo.mjs:3:9)');
  });

  it('a crash that a step explains shows the output tail once, and frames of its own only', () => {
    const error = new ImplementationError(`the implementation stopped while answering execute: exited with code 1; its last output:\n${JAVA_TAIL}`);
    let explained: ImplementationError | undefined;
    try {
      crashed({ requirements: ['SC-OK.1'], summary: 'the command crashed on a call it must refuse', hint: 'answer with exitCode 1' }, error);
    } catch (thrown) {
      explained = thrown as ImplementationError;
    }
    expect(count(explained!.stack!, '\tat Tool.main(Tool.java:7)'), explained!.stack).to.equal(1);
    expect(
      count([explained!.message, learnerFramesOf(explained!.stack, explained!.message)].join('\n'), 'Tool.java:42'),
      'as run-summary.ts joins them',
    ).to.equal(1);
  });
});
