/**
 * The JSON-RPC client against a fake channel: each way a reply can break the protocol ends as a protocol error
 * (not a conformance failure), and a late reply to a request the kit gave up on fails nothing.
 */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { RpcClient, type Channel } from '../harness/rpc-client';
import type { RpcRequest } from '../harness/protocol';

function fakeChannel() {
  const sent: RpcRequest[] = [];
  let deliver: (message: unknown) => void = () => undefined;
  let deliverInvalid: (line: string) => void = () => undefined;
  let close: (reason: string) => void = () => undefined;
  const channel: Channel = {
    send: (message) => void sent.push(message),
    onMessage: (listener) => void (deliver = listener),
    onInvalid: (listener) => void (deliverInvalid = listener),
    onClose: (listener) => void (close = listener),
  };
  return { channel, sent, reply: (m: unknown) => deliver(m), garbage: (l: string) => deliverInvalid(l), close: (r: string) => close(r) };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (error: Error) => error,
  );

describe('the JSON-RPC client', () => {
  it('pairs each reply with its request by id, in any order', async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    const first = client.request('executeTool', {}, 1000);
    const second = client.request('executeTool', {}, 1000);
    fake.reply({ jsonrpc: '2.0', id: fake.sent[1]!.id, result: 'second' });
    fake.reply({ jsonrpc: '2.0', id: fake.sent[0]!.id, result: 'first' });
    expect(await Promise.all([first, second])).to.deep.equal(['first', 'second']);
  });

  it('a line that is not JSON is a protocol error for the request waiting for it', async () => {
    const fake = fakeChannel();
    const pending = new RpcClient(fake.channel).request('executeTool', {}, 1000, 'the call');
    fake.garbage('DEBUG hello');
    const error = await rejection(pending);
    expect(error.name).to.equal('ProtocolError');
    expect(error.message).to.include('not JSON').and.include('DEBUG hello').and.include('the call');
  });

  it('a line that comes while no request waits is charged to the next request, saying which answer it came after', async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    fake.garbage('DEBUG starting');
    const first = await rejection(client.request('reset', {}, 1000, 'the reset'));
    expect(first.message).to.include('"DEBUG starting"').and.include(', before any answer, with no request waiting');
    client.context = 'F001-01';
    const answered = client.request('executeTool', {}, 1000, 'the call');
    fake.reply({ jsonrpc: '2.0', id: fake.sent.at(-1)!.id, result: 'done' });
    await answered;
    fake.garbage('DEBUG done');
    const next = await rejection(client.request('reset', {}, 1000, 'the next reset'));
    expect(next.name).to.equal('ProtocolError');
    expect(next.message)
      .to.include('"DEBUG done"')
      .and.include(', after the answer to the call (in F001-01), with no request waiting')
      .and.not.include('the next reset');
  });

  it("a line that comes after an answer is taken by that answer's scenario, by its key, not by another row of its outline", async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    client.context = 'F001-E4'; // two rows of one outline: one id, two keys
    client.contextKey = 1;
    const answered = client.request('executeTool', {}, 1000, 'the call');
    fake.reply({ jsonrpc: '2.0', id: fake.sent.at(-1)!.id, result: 'done' });
    await answered;
    fake.garbage('DEBUG row one');
    expect(client.takeStrayAfter(2), 'the next row').to.deep.equal([]);
    const [taken] = client.takeStrayAfter(1);
    expect(taken).to.include('"DEBUG row one"').and.include('(in F001-E4)');
    expect(client.takeStrayAfter(1), 'taken once').to.deep.equal([]);
    client.contextKey = 2;
    expect(await client.request('reset', {}, 10, 'the next reset').catch((e: Error) => e), 'not charged again')
      .to.be.an('error')
      .with.property('name', 'ImplementationTimeout');
  });

  it("a line that comes while the next scenario's request waits, just after another scenario's answer, names that answer", async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    client.context = 'F001-01';
    client.contextKey = 1;
    const answered = client.request('executeTool', {}, 1000, 'the call');
    fake.reply({ jsonrpc: '2.0', id: fake.sent.at(-1)!.id, result: 'done' });
    await answered;
    client.context = 'F001-02';
    client.contextKey = 2;
    const reset = client.request('reset', {}, 1000, 'the reset');
    fake.garbage('DEBUG done');
    const error = await rejection(reset);
    expect(error.message)
      .to.include('"DEBUG done"')
      .and.include('while waiting for the answer to the reset')
      .and.match(/; the answer to the call \(in F001-01\) had come \d+ ms before: the line was printed after that answer, or while making the new instance$/);
    // Any other request than a reset: the line most likely followed that answer.
    client.context = 'F001-03';
    client.contextKey = 3;
    const call = client.request('executeTool', {}, 1000, 'the next call');
    fake.garbage('DEBUG again');
    expect((await rejection(call)).message).to.match(
      /; the answer to the call \(in F001-01\) had come \d+ ms before: the line was most likely printed after it$/,
    );
  });

  it('a line before the first scenario is reported once: with the early problems, not again with the next request', async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    fake.garbage('DEBUG starting');
    expect(client.takeEarlyProblems().join()).to.include('"DEBUG starting"');
    const next = await client.request('reset', {}, 10, 'the first reset').catch((e: Error) => e);
    expect(next, 'a timeout (nothing answers here), not the line again').to.be.an('error').with.property('name', 'ImplementationTimeout');
  });

  it('a malformed reply is a protocol error', async () => {
    for (const reply of [
      { id: 1, result: 1 },
      { jsonrpc: '2.0', id: 1 },
      { jsonrpc: '2.0', id: 1, result: 1, error: { code: 1, message: 'x' } },
      { jsonrpc: '2.0', id: 1, error: { code: 'x' } },
    ]) {
      const fake = fakeChannel();
      const pending = new RpcClient(fake.channel).request('reset', {}, 1000);
      fake.reply(reply);
      expect((await rejection(pending)).name, JSON.stringify(reply)).to.equal('ProtocolError');
    }
  });

  it('a reply to a request never sent is a protocol error, reported with the next request', async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    fake.reply({ jsonrpc: '2.0', id: 99, result: null });
    const error = await rejection(client.request('reset', {}, 1000));
    expect(error.name).to.equal('ProtocolError');
    expect(error.message).to.include('never sent');
  });

  it('a reply under an id the kit never sent, while a request waits, is a protocol error of that request, not a timeout', async () => {
    for (const id of ['1', null, 1.5, 42, undefined]) {
      const fake = fakeChannel();
      const pending = new RpcClient(fake.channel).request('reset', {}, 60_000, 'the reset');
      fake.reply({ jsonrpc: '2.0', id, result: null });
      const error = await rejection(pending);
      expect(error.name, JSON.stringify(id)).to.equal('ProtocolError');
      expect(error.message, JSON.stringify(id)).to.include('the reset');
      // The id of the request waiting, as a string: said so, not "never sent" (the kit sent it).
      if (id === '1')
        expect(error.message).to.include(`a reply with the id "1", a string, where the request's id is the number 1`).and.not.include('never sent');
    }
  });

  it('a late reply to a request that timed out is dropped, and fails nothing later', async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    expect((await rejection(client.request('executeTool', {}, 10))).name).to.equal('ImplementationTimeout');
    fake.reply({ jsonrpc: '2.0', id: fake.sent[0]!.id, result: 'late' });
    const next = client.request('reset', {}, 1000);
    fake.reply({ jsonrpc: '2.0', id: fake.sent[1]!.id, result: null });
    expect(await next).to.equal(null);
  });

  it('an error reply is the implementation failing (errored), with its message', async () => {
    const fake = fakeChannel();
    const pending = new RpcClient(fake.channel).request('executeTool', {}, 1000, 'executeTool(...)');
    fake.reply({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'TypeError: boom', data: { stack: '    at mine.js:1:1' } } });
    const error = await rejection(pending);
    expect(error.name).to.equal('ImplementationError');
    expect(error.message).to.include('executeTool(...) failed: TypeError: boom');
    // The implementation's frames are the error's stack (printed once by cucumber, read back into the reports).
    expect(error.stack).to.include('mine.js:1:1');
    expect(error.message).not.to.include('mine.js:1:1');
  });

  it('a process that dies fails what was waiting, and every later request, with how it ended', async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    const pending = client.request('executeTool', {}, 1000);
    fake.close('exited with code 3; its last output:\n  fatal');
    expect((await rejection(pending)).message).to.include('exited with code 3');
    expect((await rejection(client.request('reset', {}, 1000))).message).to.include('not running');
  });

  it('an end with a request waiting is charged to it; an end with none waiting is kept to be reported', async () => {
    const asked = fakeChannel();
    const waiting = new RpcClient(asked.channel);
    const pending = waiting.request('executeTool', {}, 1000);
    asked.close('exited with code 3');
    await rejection(pending);
    expect(waiting.endedUnasked).to.equal(undefined);

    const idle = fakeChannel();
    const client = new RpcClient(idle.channel);
    const answered = client.request('executeTool', {}, 1000);
    idle.reply({ jsonrpc: '2.0', id: idle.sent[0]!.id, result: 'ok' });
    await answered;
    idle.close('exited with code 7');
    expect(client.endedUnasked).to.equal('exited with code 7');
  });

  it('bytes that answer no request, with calls sent at once, are charged to the oldest, saying it is a guess', async () => {
    const fake = fakeChannel();
    const client = new RpcClient(fake.channel);
    const first = client.request('executeTool', {}, 1000, 'the first call');
    const second = client.request('executeTool', {}, 1000, 'the second call');
    fake.garbage('DEBUG');
    const error = await rejection(first);
    expect(error.message).to.include('the first call').and.include('the oldest of 2 calls waiting');
    fake.reply({ jsonrpc: '2.0', id: fake.sent[1]!.id, result: 'second' });
    expect(await second).to.equal('second');
    const alone = client.request('executeTool', {}, 1000, 'a call alone');
    fake.garbage('DEBUG again');
    expect((await rejection(alone)).message).not.to.include('oldest');
  });
});
