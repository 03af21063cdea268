/**
 * The JUnit XML report, built from the run's structured outcomes with an XML library (fast-xml-parser's builder: it
 * loads in 6 ms, where xmlbuilder2 took 60 ms of every run's start), never by editing text: whatever an
 * implementation puts in a message (`]]>`, `</failure>`, a forged `<testcase>`, control characters XML cannot hold
 * at all) stays text inside one element. JUnit tells failures (wrong behaviour) from
 * errors (the test could not run as meant): an implementation that threw, crashed, hung or broke the protocol is an
 * <error>, so that CI test viewers count the outcome kinds apart too.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { MAX_TEXT_CHARS } from '../harness/defaults';
import type { OutcomeKind } from '../harness/outcomes';
import { escapeControl, safeText, truncate } from '../harness/safe-text';
import type { ScenarioOutcome } from './run-summary';

/** The error type each outcome kind had in cucumber's report, kept so that CI tools keep grouping by it. */
const ERROR_TYPE: Partial<Record<OutcomeKind, string>> = {
  errored: 'ImplementationError',
  'timed out': 'ImplementationTimeout',
  'protocol error': 'ProtocolError',
  'not run': 'NotRun',
};

/** Text safe for XML 1.0 (no control character but tab and newline) and bounded. */
export const xmlText = (text: string, max = MAX_TEXT_CHARS) => safeText(text, max);
/** An attribute: one line (a parser folds newlines in attributes to spaces anyway). */
export const xmlAttribute = (text: string) => escapeControl(truncate(text.split('\n')[0] ?? '', 500));

/**
 * Attributes are the keys that start with '@_'; text is '#text'; every character XML gives a meaning is escaped.
 * suppressBooleanAttributes is on by default and writes an attribute whose value is "true" as a bare name, which
 * is not XML: a message that reads "true" would break the file.
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  processEntities: true,
});

type Element = Record<string, unknown>;

export function renderJUnit(suiteName: string, outcomes: readonly ScenarioOutcome[]): string {
  const count = (kinds: OutcomeKind[]) => outcomes.filter((o) => kinds.includes(o.kind)).length;
  const totals = {
    '@_tests': String(outcomes.length),
    '@_failures': String(count(['failed'])),
    '@_errors': String(count(['errored', 'timed out', 'protocol error', 'not run'])),
    '@_skipped': String(count(['skipped'])),
  };
  const testcases = outcomes.map((outcome): Element => {
    const testcase: Element = {
      '@_classname': xmlAttribute(outcome.feature),
      '@_name': xmlAttribute(`${outcome.id}: ${outcome.name}`),
      '@_time': '0',
    };
    const message = outcome.message ?? '';
    if (outcome.kind === 'skipped') {
      testcase.skipped = { '@_message': xmlAttribute(message) };
    } else if (outcome.kind === 'failed') {
      testcase.failure = { '@_type': 'ConformanceFailure', '@_message': xmlAttribute(message), '#text': xmlText(message) };
    } else if (outcome.kind !== 'passed') {
      testcase.error = { '@_type': ERROR_TYPE[outcome.kind] ?? outcome.kind, '@_message': xmlAttribute(message), '#text': xmlText(message) };
    }
    return testcase;
  });
  const name = xmlAttribute(suiteName);
  const xml = builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: { '@_name': name, ...totals, testsuite: { '@_name': name, ...totals, '@_time': '0', testcase: testcases } },
  }) as string;
  return `${xml.trimEnd()}\n`;
}
