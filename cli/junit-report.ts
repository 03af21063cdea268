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
import { leadLine } from '../harness/failure-report';
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
 * A message as an attribute: its lead line, and the line that one announces (a crash's "…; its last output:" read
 * alone ended on a colon, what it announced only in the element's text, which some CI viewers do not show).
 */
export const messageAttribute = (text: string) => xmlAttribute(leadLine(text));

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

/** What a run knows besides its outcomes: how long each scenario took, and its baseline's verdict. */
export interface JUnitExtras {
  /** Seconds, by scenario id (RunCollector.seconds). */
  seconds?: ReadonlyMap<string, number>;
  /** Failures the baseline lists: the run passes with them (pytest's xfail), so a CI viewer sees them skipped, saying why. */
  expected?: ReadonlySet<string>;
  /** Baseline entries whose scenarios now pass: they fail the run (pytest's strict xpass), so they are failures here. */
  stale?: ReadonlySet<string>;
}

/** A testcase's result element, by what it means for the run (failure, error, skipped or none). */
function resultOf(outcome: ScenarioOutcome, extras: JUnitExtras): ['failure' | 'error' | 'skipped', Element] | undefined {
  const message = outcome.message ?? '';
  if (extras.stale?.has(outcome.id)) {
    const text = 'passes, but the baseline lists it as an expected failure: run again with --update-baseline to remove the entry';
    return ['failure', { '@_type': 'StaleBaselineEntry', '@_message': text, '#text': text }];
  }
  // The reason in the element's text too: GitLab shows a result's text, not its message attribute.
  if (outcome.kind === 'skipped') return ['skipped', { '@_message': messageAttribute(message), '#text': xmlText(message) }];
  if (outcome.kind !== 'passed' && extras.expected?.has(outcome.id)) {
    const text = `expected failure, listed in the baseline (${outcome.kind}): ${message}`;
    return ['skipped', { '@_message': messageAttribute(text), '#text': xmlText(text) }];
  }
  if (outcome.kind === 'failed') return ['failure', { '@_type': 'ConformanceFailure', '@_message': messageAttribute(message), '#text': xmlText(message) }];
  if (outcome.kind === 'passed') return undefined;
  return ['error', { '@_type': ERROR_TYPE[outcome.kind] ?? outcome.kind, '@_message': messageAttribute(message), '#text': xmlText(message) }];
}

export function renderJUnit(suiteName: string, outcomes: readonly ScenarioOutcome[], extras: JUnitExtras = {}): string {
  const seconds = (id: string) => extras.seconds?.get(id) ?? 0;
  const results = outcomes.map((outcome) => resultOf(outcome, extras));
  const count = (element: 'failure' | 'error' | 'skipped') => results.filter((result) => result?.[0] === element).length;
  const total = outcomes.reduce((sum, o) => sum + seconds(o.id), 0);
  const totals = {
    '@_tests': String(outcomes.length),
    '@_failures': String(count('failure')),
    '@_errors': String(count('error')),
    '@_skipped': String(count('skipped')),
    '@_time': total.toFixed(3),
  };
  const testcases = outcomes.map((outcome, i): Element => {
    const testcase: Element = {
      '@_classname': xmlAttribute(outcome.feature),
      '@_name': xmlAttribute(`${outcome.id}: ${outcome.name}`),
      '@_time': seconds(outcome.id).toFixed(3),
    };
    const result = results[i];
    if (result) testcase[result[0]] = result[1];
    // What the implementation printed during a scenario that did not pass, where CI viewers show a test's output.
    if (outcome.output !== undefined) testcase['system-out'] = xmlText(outcome.output);
    return testcase;
  });
  const name = xmlAttribute(suiteName);
  const xml = builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: { '@_name': name, ...totals, testsuite: { '@_name': name, ...totals, testcase: testcases } },
  }) as string;
  return `${xml.trimEnd()}\n`;
}

/**
 * The JUnit report of a run whose implementation did not start (a syntax error, a missing export, a crash at load, a
 * folder with no module to start from): one errored case that says why, so that a CI job's test report names it
 * instead of finding no file. The other reports would claim scenarios that never ran.
 */
export function renderNotStarted(documentTitle: string, label: string, message: string): string {
  const notStarted: ScenarioOutcome = {
    id: 'load',
    name: 'the implementation loads and answers initialize',
    feature: 'Loading the implementation',
    requirements: [],
    kind: 'errored',
    message,
  };
  return renderJUnit(`${documentTitle} conformance: ${label}`, [notStarted]);
}
