/**
 * A verdict shows the implementation's stack frames once: those a module's error carried, after its message. A
 * program's output tail in the message (a Java or Node program that crashed, its stack trace on stderr) holds lines
 * that read as frames; they are part of the message, and must not be shown again as frames (helper 103 found a Java
 * trace three times in one outcomes.json message, the kit's hint between the copies).
 */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { crashed } from '../harness/failure-report';
import { learnerStack } from '../harness/learner-frames';
import { ImplementationError, learnerFramesOf } from '../harness/outcomes';
// The function cucumber formats a failed step's error with (its message in the terminal, the HTML report, the ndjson).
const { formatError } = require('@cucumber/cucumber/lib/runtime/format_error') as {
  formatError(error: Error, filterStackTraces: boolean): { message: string };
};

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

  it('are printed by cucumber once, after a message that quotes a stack (an error wrapped in the message of another)', () => {
    const inner = '    at registry.executeTool (file:///work/todo.mjs:7:43)\n    at handle (harness/module-host.ts:212:42)';
    const wrapped = new ImplementationError(
      `executeTool("toolu_1", "TodoRead", {}) failed: Error: wrapped: TypeError: boom\n${inner}`,
      '    at wrap (file:///work/todo.mjs:2:29)',
    );
    const java = new ImplementationError(`the implementation stopped while answering execute: exited with code 1; its last output:\n${JAVA_TAIL}`);
    for (const [error, once] of [
      [wrapped, ['todo.mjs:7:43', 'module-host.ts:212:42', 'todo.mjs:2:29']],
      [java, ['Tool.java:42', 'Tool.java:7']],
    ] as const) {
      const printed = formatError(error, true).message;
      for (const part of once) expect(count(printed, part), printed).to.equal(1);
      expect(printed.indexOf(error.message), printed).to.be.at.least(0); // the whole message, as it is
    }
    expect(formatError(wrapped, true).message).to.match(/todo\.mjs:7:43[\s\S]*todo\.mjs:2:29/); // the message, then its frames
  });

  it("are, in the module host, the thrown error's own: not the lines of its message that read as frames", () => {
    const inner = new TypeError('boom');
    inner.stack = 'TypeError: boom\n    at registry.executeTool (file:///work/todo.mjs:7:43)';
    const wrapped = new Error(`wrapped: ${inner.stack}`);
    wrapped.stack = `Error: ${wrapped.message}\n    at wrap (file:///work/todo.mjs:2:29)`;
    expect(learnerStack(wrapped)).to.equal('    at wrap (file:///work/todo.mjs:2:29)');
    // Node's errors with a code head their stack "TypeError [ERR_…]: message" (review 127).
    const coded = Object.assign(new TypeError(`wrapped: ${inner.stack}`), { code: 'ERR_WRAPPED' });
    coded.stack = `TypeError [ERR_WRAPPED]: ${coded.message}\n    at wrap (file:///work/todo.mjs:2:29)`;
    expect(learnerStack(coded)).to.equal('    at wrap (file:///work/todo.mjs:2:29)');
    // A stack not headed by the message (set by hand) is read whole, as before.
    const odd = new Error('odd');
    odd.stack = 'something else\n    at f (file:///work/todo.mjs:1:1)';
    expect(learnerStack(odd)).to.equal('    at f (file:///work/todo.mjs:1:1)');
  });

  it('a crash that a step explains shows the output tail once, and frames of its own only', () => {
    const error = new ImplementationError(`the implementation stopped while answering execute: exited with code 1; its last output:\n${JAVA_TAIL}`);
    let explained: ImplementationError | undefined;
    try {
      crashed({ requirements: ['SC-OK.1'], summary: 'the command crashed on a call it must refuse', hint: 'answer with exitCode 1' }, error);
    } catch (thrown) {
      explained = thrown as ImplementationError;
    }
    expect(count(formatError(explained!, true).message, '\tat Tool.main(Tool.java:7)'), 'as cucumber prints it').to.equal(1);
    expect(
      count([explained!.message, learnerFramesOf(explained!.stack, explained!.message)].join('\n'), 'Tool.java:42'),
      'as run-summary.ts joins them',
    ).to.equal(1);
  });
});
