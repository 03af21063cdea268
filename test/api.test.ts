/**
 * The kit from JavaScript (api/index.js): `verify(args)` answers a run's verdict and record as the command's
 * outcomes.json has them, rejects a run without a verdict with the kit's reason, and keeps or removes its reports
 * as asked. (The record's types are the kit's own: api/record.d.ts.)
 */
import { expect } from 'chai';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { scratchFolder } from '../harness/isolation';
import { TodoKitError, verify } from '../api';
import { BROKEN, CORRECT, KIT_ROOT } from './run-kit';

const apiFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('todo-kit-api-'));

describe('the kit from JavaScript: verify(args)', () => {
  it("answers a passing run's verdict and record, and leaves no temporary reports", async () => {
    const before = apiFolders();
    const result = await verify([CORRECT, '--only', 'F-008'], { cwd: KIT_ROOT });
    expect(result.exitCode).to.equal(0);
    expect(result.passes).to.equal(true);
    expect(result.conformant, 'a narrowed run never claims conformance').to.equal(false);
    expect(result.record.selection?.by).to.deep.equal(['--only F-008']);
    expect(result.record.outcomes.length).to.equal(result.record.selection?.selected);
    expect(result.record.outcomes.every((outcome) => outcome.kind === 'passed')).to.equal(true);
    expect(result.stdout).to.include('SELECTION PASSED');
    expect(result.reportsDir).to.equal(undefined);
    expect(apiFolders(), 'its temporary reports folder is removed').to.deep.equal(before);
  });

  it("answers a failing run's failures, and keeps its reports where asked", async () => {
    const reports = join(scratchFolder('todo-kit-api-test-'), 'conformance');
    const result = await verify([BROKEN, '--only', 'F-001.E4'], { cwd: KIT_ROOT, reports });
    expect(result.exitCode).to.equal(1);
    expect(result.passes).to.equal(false);
    const failed = result.record.outcomes.filter((outcome) => outcome.kind === 'failed');
    expect(failed.length).to.be.greaterThan(0);
    expect(failed[0]!.message).to.include('Todo at index');
    expect(result.summary).to.include('not conformant').and.include('What to fix first');
    expect(result.reportsDir).to.equal(reports);
    expect(existsSync(join(reports, 'outcomes.json'))).to.equal(true);
  });

  it('rejects a run without a verdict (exit 2) with the reason the kit gave, and its exit code', async () => {
    const error = await verify(['examples/todo-list-v2/correct-esm/indx.mjs'], { cwd: KIT_ROOT }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).to.be.instanceOf(TodoKitError);
    expect((error as TodoKitError).exitCode).to.equal(2);
    expect((error as TodoKitError).message).to.match(/^the implementation .*indx\.mjs does not exist/);
  });

  it('refuses arguments it cannot honour, before any run: not an array, --reports, grade', async () => {
    for (const args of [['x.mjs', '--reports', 'r'], ['x.mjs', '--reports=r'], ['grade', 'class'], 'x.mjs' as unknown as string[]]) {
      const error = await verify(args).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error, JSON.stringify(args)).to.be.instanceOf(TypeError);
    }
  });
});
