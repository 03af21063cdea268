/**
 * cucumber.ndjson holds each envelope of a run as its JSON line, in order (cli/message-reports.ts). A grading process
 * hands the envelopes gherkin made (sources, documents, pickles) out again, the same objects, at every run
 * (cli/gherkin-cache.ts), and their lines are made once: each run's file must still hold exactly its own envelopes.
 */
import { SourceMediaType, type Envelope } from '@cucumber/messages';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { MessageReports } from '../cli/message-reports';
import { scratchFolder } from '../harness/isolation';

/** The NDJSON a run writes for `envelopes`. */
async function ndjsonOf(envelopes: Envelope[]): Promise<string> {
  const reports = new MessageReports(false);
  for (const envelope of envelopes) reports.add(envelope);
  const folder = scratchFolder('todo-kit-message-reports-');
  await reports.write(join(folder, 'cucumber.ndjson'), join(folder, 'cucumber.html'));
  return readFileSync(join(folder, 'cucumber.ndjson'), 'utf8');
}

const lines = (envelopes: Envelope[]) => envelopes.map((envelope) => `${JSON.stringify(envelope)}\n`).join('');

const source = (uri: string, data: string): Envelope => ({ source: { uri, data, mediaType: SourceMediaType.TEXT_X_CUCUMBER_GHERKIN_PLAIN } });
const pickle = (id: string, name: string): Envelope => ({
  pickle: { id, uri: 'a.feature', location: { line: 2 }, name, language: 'en', steps: [], tags: [], astNodeIds: [] },
});
const testCase = (id: string, pickleId: string): Envelope => ({ testCase: { id, pickleId, testSteps: [], testRunStartedId: `run-${id}` } });

describe("the run's NDJSON messages", () => {
  it('hold each envelope of a run as its JSON line, in the order given, run after run of one process', async () => {
    // Made once, as gherkin's cache does, and given to both runs; the test cases are each run's own.
    const parsed = [source('a.feature', 'Feature: A\n'), source('b.feature', 'Feature: B\n'), pickle('p1', 'one'), pickle('p2', 'two')];
    const first = [...parsed, testCase('t1', 'p1'), testCase('t2', 'p2')];
    expect(await ndjsonOf(first)).to.equal(lines(first));
    // The second run: the same parsed objects, in another order, with others among them.
    const second = [parsed[1]!, parsed[3]!, source('c.feature', 'Feature: C\n'), parsed[0]!, testCase('t3', 'p2'), parsed[2]!];
    expect(await ndjsonOf(second)).to.equal(lines(second));
  });

  it('hold an envelope made afresh with the text it has now, even when an earlier one had its place', async () => {
    expect(await ndjsonOf([source('a.feature', 'Feature: A\n')])).to.equal(lines([source('a.feature', 'Feature: A\n')]));
    const changed = source('a.feature', 'Feature: A, changed\n');
    expect(await ndjsonOf([changed])).to.equal(lines([changed]));
  });
});
