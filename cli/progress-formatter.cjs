// Cucumber's progress formatter (a dot per step, then each failure in full, then the counts), printing the first
// few failures only: a run where 45 scenarios fail printed 100 KB of them before the kit's summary, whose "what to
// fix first" groups every one of them by cause, and whose reports hold each message in full. Cucumber imports it by
// file URL, in the kit's own process.
'use strict';
const { ProgressFormatter } = require('@cucumber/cucumber');
const { MAX_FAILURES_PRINTED, KIT_ROOT } = require('../harness/defaults');
const { rowKeysOf, scenarioKey } = require('./scenario-ids');
const { sep } = require('node:path');

/** Cucumber's own count lines ("5 scenarios (1 failed, 4 passed)", "10 steps (…)"), colours and all. */
const CUCUMBER_COUNTS = /^\d+ (?:scenario|step)s?(?: \(.*\))?\n/gm;

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Colour codes, any number of them, where cucumber may put them (a terminal's output). */
const COLOUR = '(?:\\x1b\\[[\\d;]*m)*';
/** A path inside the kit's own folders, as a stack frame names it: "(/kit/cli/x.ts:1:2)", "file:///kit/harness/…". */
const KIT_PATH = `(?:\\(|\\s|file://)(?:${['step-definitions', 'harness', 'cli'].map((folder) => escaped(`${KIT_ROOT}${sep}${folder}${sep}`)).join('|')})`;
/**
 * What a failure in full shows that is the kit's, not the learner's: the kit's hook that passed (every scenario has
 * it), the line that says the failure record is attached (the reports read it), and the stack frame of the kit's own
 * step (a verdict keeps one: cucumber's stack parser backtracks for seconds on a stack with none). Colours aside.
 */
const KIT_LINES = new RegExp(
  [
    `^\\s*${COLOUR}[✔√] (?:Before|After)${COLOUR} ${COLOUR}# \\S*step-definitions[\\\\/]common[\\\\/]hooks\\.ts:\\d+.*\\n`,
    `^\\s*${COLOUR}Attachment \\(application/vnd\\.todo-kit\\.failure\\+json\\).*\\n`,
    `^\\s*${COLOUR}\\s*at (?:.*${KIT_PATH}|kit \\(kit\\.ts:1:1\\)).*\\n`,
  ].join('|'),
  'gm',
);

/**
 * Where a step's definition is, which cucumber writes after each step ("✖ Then … # step-definitions/x.steps.ts:12"):
 * the kit's file, of no use to a learner, who reads the step's words (the scenario's own line keeps its feature file).
 */
const STEP_DEFINITION_PLACE = new RegExp(` ${COLOUR}# step-definitions[\\\\/][^\\s\\x1b]*:\\d+${COLOUR}$`, 'gm');

/** A failure in full as cucumber prints it, without the kit's own lines (KIT_LINES) and its steps' places. */
function withoutKitLines(text) {
  return text.replace(KIT_LINES, '').replace(STEP_DEFINITION_PLACE, '');
}

class KitProgressFormatter extends ProgressFormatter {
  static documentation = 'Progress dots, the first failures in full, and how many more there are';

  constructor(options) {
    super(options);
    // Set by the kit (run-once.ts) when the run has a baseline: the scenario ids it lists, whose failures "What to fix
    // first" leaves out, and which are not printed in full either: they are not news.
    const listed = options.parsedArgvOptions.todoKitBaselineIds;
    this.withBaseline = Array.isArray(listed);
    this.baselineIds = new Set(listed ?? []);
    this.rowKeys = new WeakMap();
  }

  /** A failed attempt's scenario id, as the summary and the baseline write it. */
  idOf(attempt) {
    if (!this.rowKeys.has(attempt.gherkinDocument)) this.rowKeys.set(attempt.gherkinDocument, rowKeysOf(attempt.gherkinDocument));
    return scenarioKey(attempt.pickle, this.rowKeys.get(attempt.gherkinDocument));
  }

  // Cucumber counts an implementation that threw as "failed" and knows no "timed out" or "protocol error": its count
  // lines contradicted the kit's summary, printed next, which counts by outcome kind. Only its duration line stays.
  logSummary(testRunDuration) {
    const log = this.log;
    this.log = (text) => log.call(this, typeof text === 'string' ? text.replace(CUCUMBER_COUNTS, '') : text);
    try {
      super.logSummary(testRunDuration);
    } finally {
      this.log = log;
    }
  }

  logIssues({ issues: all, title }) {
    const listed = this.baselineIds.size === 0 ? [] : all.filter((attempt) => this.baselineIds.has(this.idOf(attempt)));
    const issues = all.filter((attempt) => !listed.includes(attempt));
    const log = this.log;
    this.log = (text) => log.call(this, typeof text === 'string' ? withoutKitLines(text) : text);
    try {
      if (issues.length > 0) super.logIssues({ issues: issues.slice(0, MAX_FAILURES_PRINTED), title });
    } finally {
      this.log = log;
    }
    if (listed.length > 0) {
      this.log(`${listed.length} failure(s) the baseline lists are not printed here (they are not news; the reports hold each).\n\n`);
    }
    const more = issues.length - MAX_FAILURES_PRINTED;
    if (more > 0) {
      // With a baseline, "What to fix first" lists the new failures only: the baseline's are not news.
      const grouped = this.withBaseline ? 'groups by cause every one the baseline does not list' : 'groups every one by cause';
      this.log(
        `… and ${more} more, not printed here: "What to fix first" below ${grouped}, and the reports (index.html, cucumber.html) hold each in full.\n\n`,
      );
    }
  }
}

module.exports = KitProgressFormatter;
module.exports.withoutKitLines = withoutKitLines;
