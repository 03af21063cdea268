/**
 * The JUnit XML report, built from the run's structured outcomes with an XML library (xmlbuilder2), never by
 * editing text: whatever an implementation puts in a message (`]]>`, `</failure>`, a forged `<testcase>`, control
 * characters XML cannot hold at all) stays text inside one element. JUnit tells failures (wrong behaviour) from
 * errors (the test could not run as meant): an implementation that threw, crashed, hung or broke the protocol is an
 * <error>, so that CI test viewers count the outcome kinds apart too.
 */
import { create } from 'xmlbuilder2';
import { MAX_TEXT_CHARS } from '../harness/defaults';
import type { OutcomeKind } from '../harness/outcomes';
import { escapeControl, safeText, truncate } from '../harness/safe-text';
import type { ScenarioOutcome } from './run-summary';

/** The error type each outcome kind had in cucumber's report, kept so that CI tools keep grouping by it. */
const ERROR_TYPE: Partial<Record<OutcomeKind, string>> = {
  errored: 'ImplementationError',
  'timed out': 'ImplementationTimeout',
  'protocol error': 'ProtocolError',
};

/** Text safe for XML 1.0 (no control character but tab and newline) and bounded. */
const xmlText = (text: string, max = MAX_TEXT_CHARS) => safeText(text, max);
/** An attribute: one line (a parser folds newlines in attributes to spaces anyway). */
const xmlAttribute = (text: string) => escapeControl(truncate(text.split('\n')[0] ?? '', 500));

export function renderJUnit(suiteName: string, outcomes: readonly ScenarioOutcome[]): string {
  const count = (kinds: OutcomeKind[]) => outcomes.filter((o) => kinds.includes(o.kind)).length;
  const totals = {
    tests: String(outcomes.length),
    failures: String(count(['failed'])),
    errors: String(count(['errored', 'timed out', 'protocol error'])),
    skipped: String(count(['skipped'])),
  };
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('testsuites', { name: xmlAttribute(suiteName), ...totals });
  const suite = root.ele('testsuite', { name: xmlAttribute(suiteName), ...totals, time: '0' });
  for (const outcome of outcomes) {
    const testcase = suite.ele('testcase', {
      classname: xmlAttribute(outcome.feature),
      name: xmlAttribute(`${outcome.id}: ${outcome.name}`),
      time: '0',
    });
    const message = outcome.message ?? '';
    if (outcome.kind === 'skipped') {
      testcase.ele('skipped', { message: xmlAttribute(message) });
    } else if (outcome.kind === 'failed') {
      testcase.ele('failure', { type: 'ConformanceFailure', message: xmlAttribute(message) }).txt(xmlText(message));
    } else if (outcome.kind !== 'passed') {
      testcase.ele('error', { type: ERROR_TYPE[outcome.kind] ?? outcome.kind, message: xmlAttribute(message) }).txt(xmlText(message));
    }
  }
  return `${root.end({ prettyPrint: true })}\n`;
}
