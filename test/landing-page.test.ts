/**
 * The landing page (index.html in a run's report folder): what it says, read from the HTML, and what a learner
 * sees, read from a real browser. The browser part needs Chromium (Debian's package, /usr/bin/chromium, or
 * TODO_KIT_CHROMIUM); where there is none it is skipped with a message, never passed.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { useProfile } from '../harness/catalogue';
import { REPORT_FILES } from '../harness/defaults';
import { unrecordedFailure } from '../harness/failure-report';
import { findProfile } from '../harness/profiles';
import { boundedValue, shortJson, shortText, truncate } from '../harness/safe-text';
import { cucumberReportLink, exampleDiff, renderLandingPage } from '../cli/landing-page';
import { conceptScorecard, conceptScoreText, type ScenarioOutcome } from '../cli/run-summary';
import { causeRules, causes, fitSummary, normaliseForGrouping, wideCauseLine } from '../cli/causes';
import { renderAnnotations, renderMarkdown, renderTerminal, type RunReport } from '../cli/summary-report';
import { BROWSER_FLAGS, CHROMIUM, NO_BROWSER, seriousViolations } from './browser';
import { runKit } from './run-kit';

const profile = findProfile('todo-list-v2')!;
useProfile(profile);

const outcome = (id: string, kind: ScenarioOutcome['kind'], extra: Partial<ScenarioOutcome> = {}): ScenarioOutcome => ({
  id,
  name: `scenario ${id}`,
  feature: 'F-001 TodoWrite error rows',
  requirements: ['F-001.E3'],
  kind,
  ...extra,
});

const wrongIndex = (id: string) =>
  outcome(id, 'failed', {
    message:
      'the error message is not the one the PRD prescribes  [F-001.E3]\n  diff:\n    $.content: expected "Todo at index 0", got "Todo at index 1"\n  hint:     indexes are 0-based',
    failure: {
      requirements: ['F-001.E3'],
      summary: 'the error message is not the one the PRD prescribes',
      diff: ['$.content: expected "Todo at index 0", got "Todo at index 1"'],
      hints: ['indexes are 0-based'],
    },
  });

function report(outcomes: ScenarioOutcome[], conformant: boolean): RunReport {
  return { profile: profile.catalogue, implementation: 'my-registry.mjs', outcomes, notices: [], conformant };
}

describe('the landing page', () => {
  it('opens on the verdict and counts skipped scenarios as not applicable, never as missing percent', () => {
    const page = renderLandingPage(
      report([outcome('A-1', 'passed'), outcome('A-2', 'passed'), outcome('A-3', 'skipped', { message: 'reads the reference' })], true),
    );
    expect(page).to.include('<h1 class="ok">CONFORMANT</h1>');
    expect(page).to.include('2 of 2 applicable scenarios pass (100%)');
    expect(page).to.include('<strong>1</strong> not applicable');
    expect(page).not.to.include('What to fix first');
    // The terminal's feature table says the same of a feature whose every scenario was skipped, never "0/0".
    const skippedFeature = outcome('NFR-1', 'skipped', { feature: 'NFR promises', message: 'reads the reference' });
    const terminal = renderTerminal(report([outcome('A-1', 'passed'), skippedFeature], true));
    expect(terminal)
      .to.match(/NFR promises\s+not applicable {2}\(1 skipped\)/)
      .and.not.include('0/0');
  });

  it('groups what to fix first as the terminal does, quotes the rule, shows an example diff and links each scenario', () => {
    const failing = [wrongIndex('F001-E3/a'), outcome('X-1', 'errored', { message: 'createRegistry threw: TypeError: boom' }), wrongIndex('F001-E3/b')];
    const page = renderLandingPage(report([...failing, outcome('P-1', 'passed')], false), { htmlReport: REPORT_FILES.html });
    const grouped = causes(failing);
    const headings = [...page.matchAll(/<li class="cause" id="cause-(\d+)">\s*<h3>(.*?)<\/h3>/gs)].map((m) => m[2]!);
    expect(headings).to.have.length(grouped.length);
    grouped.forEach((cause, i) => expect(headings[i]).to.include(cause.kind).and.include(`${cause.scenarios.length} scenario`));
    expect(headings[0], 'a crash hides everything else: it comes first').to.include('errored');
    // The headline counts the scenarios that did not pass by kind, as the terminal does: an errored one did not "fail".
    expect(page).to.include('Fix the first cause below first: 3 not passing (2 failed, 1 errored), from 2 causes.');
    const rule = profile.catalogue.requirements.find((r) => r.id === 'F-001.E3')!;
    expect(page).to.include(`PRD F-001.E3</strong> (${rule.section.replace(/&/g, '&#38;')})`);
    expect(page).to.include('$.content: expected &#34;Todo at index 0&#34;, got &#34;Todo at index 1&#34;');
    expect(page).to.include(`href="${cucumberReportLink(REPORT_FILES.html, 'F001-E3/b').replace(/&/g, '&#38;')}"`);
    expect(page.indexOf('What to fix first'), 'failures before the passing detail').to.be.lessThan(page.indexOf('passing scenario'));
    expect(page).to.match(/<details><summary>1 passing scenario<\/summary>/);
  });

  it("a cause's example shows what the implementation printed during it, folded and escaped", () => {
    const output = 'What the implementation printed during this scenario (stdout and stderr):\nchecking <todo> 0\n\\u001b[2J';
    const page = renderLandingPage(report([outcome('B-1', 'failed', { message: 'the content is wrong  [F-001.E3]', output })], false));
    expect(page).to.include(
      '<details class="output"><summary>What the implementation printed during this scenario (stdout and stderr), <code>B-1</code></summary><pre>checking &#60;todo&#62; 0\n\\u001b[2J</pre></details>',
    );
    expect(renderLandingPage(report([outcome('B-2', 'failed', { message: 'the content is wrong  [F-001.E3]' })], false))).not.to.include('class="output"');
  });

  it("a failure's example shows what its record holds, and no expected value where it has none", () => {
    const shown = (failure: Partial<NonNullable<ScenarioOutcome['failure']>>) =>
      exampleDiff(outcome('S-1', 'failed', { failure: { requirements: [], summary: 's', diff: [], hints: [], ...failure } }));
    expect(shown({ actual: [null, null] })).to.equal('actual:   [null,null]');
    expect(shown({ expected: 'a', actual: 'b' })).to.equal('expected: "a"\nactual:   "b"');
    expect(shown({ expected: 'a', actual: 'b', diff: ['$: expected "a", got "b"'] })).to.equal('$: expected "a", got "b"');
    // A value too long for the record is kept as its JSON text cut short: shown as that text, not quoted again.
    const long = { type: 'object', required: ['content', 'status'], pad: 'x'.repeat(400) };
    const cut = boundedValue(long) as string;
    expect(shown({ actual: cut }))
      .to.equal(`actual:   ${cut}`)
      .and.match(/^actual: {3}\{"type":"object","required":\["content","status"\]/);
  });

  it('one change to many messages is one cause; two messages worded wrong in two ways are two; stray output is one', () => {
    const wrongMessage = (id: string, rule: string, expected: string, actual: string) =>
      outcome(id, 'failed', {
        requirements: [rule],
        failure: {
          requirements: [rule],
          summary: 'the error message is not the one the PRD prescribes',
          expected: { type: 'tool_result', content: expected, is_error: true },
          actual: { type: 'tool_result', content: actual, is_error: true },
          diff: [`$.content: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`],
          hints: [],
        },
      });
    const required = (i: number) => `Todo at index ${i}: content is required and cannot be empty`;
    const offByOne = [0, 1, 2].map((i) => wrongMessage(`E3-${i}`, 'F-001.E3', required(i), required(i + 1)));
    const reworded = [
      wrongMessage('E2-1', 'F-001.E2', "'todos' must be an array", 'todos must be an array'),
      wrongMessage('E3-9', 'F-001.E3', required(0), 'Todo at index 0: content must not be empty'),
      wrongMessage('E3-8', 'F-001.E3', required(1), 'Todo at index 1: content must not be empty'),
    ];
    const grouped = causes([...offByOne, ...reworded]);
    expect(grouped.map((cause) => cause.scenarios.map((o) => o.id))).to.deep.equal([['E3-0', 'E3-1', 'E3-2'], ['E3-9', 'E3-8'], ['E2-1']]);
    expect(grouped.map((cause) => cause.requirement)).to.deep.equal(['F-001.E3', 'F-001.E3', 'F-001.E2']);
    // One letter changed in a message that quotes each scenario's value, some checked against a pattern ("*": any
    // text): one cause.
    const status = (value: string, must: string) => `Todo at index 0: invalid status ${value}. ${must} be one of: pending, in_progress, completed`;
    const lowerCased = [
      wrongMessage('E4-1', 'F-001.E4', status("'done'", 'Must'), status("'done'", 'must')),
      wrongMessage('E4-2', 'F-001.E4', status("'*'", 'Must'), status("'undefined'", 'must')),
      wrongMessage('E4-3', 'F-001.E4', status("'*'", 'Must'), status("'in progress'", 'must')),
    ];
    expect(causes(lowerCased)).to.have.length(1);
    // A prefix added to every message, whatever the rule: one cause.
    const prefixed = ["'todos' must be an array", required(0)].map((text, i) => wrongMessage(`P-${i}`, `F-001.E${i + 2}`, text, `Error: ${text}`));
    expect(causes(prefixed)).to.have.length(1);
    // One stray line on stdout, before the first scenario and while calls of every kind waited: one cause.
    const stray = (text: string) => `a line on stdout that is not JSON: "saving ${text}" (stdout is for protocol messages only; log to stderr)`;
    const strayLines = [
      `before the first scenario: ${stray('1 todos')}`,
      // cut where a long call was cut
      `${stray('3 todos')}, while waiting for the answer to executeTool("toolu_kit_001", "TodoWrite", {"todos":[{"content":"a`,
      `${stray('1 todos')}, while waiting for the answer to executeTool("toolu_aaa", "TodoRead", {})`,
    ].map((message, i) => outcome(`S-${i}`, 'protocol error', { message, failure: { requirements: [], summary: message, diff: [], hints: [] } }));
    expect(causes(strayLines)).to.have.length(1);
  });

  it('one cause whatever the values a message quotes: inputs cut short, strings with brackets, lists of rounds', () => {
    const same = (a: string, b: string) => expect(normaliseForGrouping(a), `${a}\n${b}`).to.equal(normaliseForGrouping(b));
    same(
      'update([{"content":"a","status":"in_progress","activeForm":"A"},{"content":"b","status":"in_progress","activeForm":"B"}]) raised another message',
      'update([{"content":"a","status":"in_progress","activeForm":"A"},{"content":"b","status":"completed","activeForm":"B"},{"content":"c","status":"in_progress","act… [40 more characters cut by the kit]) raised another message',
    );
    same(
      '$: expected "[x] Write tests\\n[ ] Ship", got undefined (nothing)',
      '$: expected "[x] Refactor auth module\\n[>] Add unit… [11 more characters cut by the kit], got undefined (nothing)',
    );
    same('no nag in the results of round(s) 11', 'no nag in the results of round(s) 11, 12, 13');
    // A cut just after a backslash (an escaped newline cut in two) still ends the value: what follows stays.
    const cutAfterBackslash = (tail: string) => `update([{"content":"line one\\… [64 more characters cut by the kit]) ${tail}`;
    expect(normaliseForGrouping(cutAfterBackslash('raised another message'))).to.equal('update({…}) raised another message');
    expect(normaliseForGrouping(cutAfterBackslash('returned nothing'))).to.equal('update({…}) returned nothing');
    // An apostrophe is not a quote: the words after it stay, and so do two different causes.
    expect(normaliseForGrouping("the tool_result of round 1's refused TodoWrite call does not carry the error's message")).to.equal(
      "the tool_result of round N's refused TodoWrite call does not carry the error's message",
    );
    expect(normaliseForGrouping("status 'in progress' is refused")).to.equal("status '…' is refused");
    // A call's bare argument, and the kit's probe tool a registration was for, are the scenario's, not the cause's.
    same(
      'TodoWrite.validateInput(null) failed: validateInput is not a function',
      'TodoWrite.validateInput({"todos":[]}) failed: validateInput is not a function',
    );
    same('register(Probe) failed: Error: the registry has no register()', 'register(SlowProbe) failed: Error: the registry has no register()');
    // A tool the factory left out is one cause, whichever of its calls met it.
    const missing = 'Error: createTodoTools(...) returned no TodoRead tool object (its TodoRead is undefined)';
    same(`the attributes of TodoRead failed: ${missing}`, `TodoRead.call({}, { agentId: "main" }) failed: ${missing}`);
    same(`TodoRead.validateInput({}) failed: ${missing}`, `TodoRead.mapToolResultToToolResultBlockParam([], "toolu_01ReadB") failed: ${missing}`);
    // Not any two calls that failed alike: a value is not a word (null is a value; "nullable" is a word).
    expect(normaliseForGrouping('TodoRead.call(nullable) failed')).to.equal('TodoRead.call(nullable) failed');
  });

  it("an ellipsis of the implementation's own text is not the kit's cut: what follows it still tells causes apart", () => {
    // "…" inside a quoted value, written by the implementation: taken for a cut, the rest of the value and the text
    // after it were read as one more quoted value, and these two different failures became one cause.
    const differs = (how: string) => `$.content: expected "Error: Loading… stopped", got "x", which ${how}`;
    expect(normaliseForGrouping(differs('differs in the status'))).to.equal('$.content: expected "…", got "…", which differs in the status');
    expect(
      causes([differs('differs in the status'), differs('misses the index')].map((message, i) => outcome(`S-${i}`, 'failed', { message }))),
    ).to.have.length(2);
    // The kit's own cuts carry its note, wherever a call's one-line description cuts a long input.
    const call = `executeTool("toolu_1", "TodoWrite", ${shortJson({ todos: Array.from({ length: 9 }, (_, i) => ({ content: `item ${i}` })) })})`;
    expect(call).to.include('more characters cut by the kit]');
    expect(normaliseForGrouping(`${call} raised another message`)).to.equal('executeTool("…", "…", {…}) raised another message');
    // A line shortened to fit keeps a literal "…" as it is, and marks its own cut with one.
    expect(fitSummary(`the answer "Loading… done" and ${JSON.stringify({ long: 'x'.repeat(300) })} differ`, 100)).to.match(
      /^the answer "Loading… done" and \{"long":"x+… differ$/,
    );
  });

  it("a timeout's cause line gives its reasons whole where there is room (a scoreboard's note), and the terminal's is cut", () => {
    const call = `executeTool("toolu_kit_001", "TodoWrite", ${shortJson({ todos: [{ content: 'Task 1', status: 'completed', activeForm: 'Working on task 1' }] })})`;
    const message = `${call} did not answer within 2000 ms: a Promise that never settles (an await on something nothing resolves), a loop that never ends, or code slower than the timeout (--timeout <ms> raises it)`;
    const [cause] = causes([outcome('S-1', 'timed out', { message })]);
    expect(cause!.summary, "the terminal's line").not.to.include('a loop that never ends');
    expect(wideCauseLine(cause!, 320)).to.match(
      /^executeTool\(.*\) did not answer within 2000 ms: .*, a loop that never ends, or code slower than the timeout \(--timeout <ms> raises it\)$/,
    );
  });

  it('a stray line on stdout is one cause, whether the kit cut it or not, and its line ends with what to do', () => {
    // As the RPC client writes it (a line cut, then quoted whole), before the first scenario and during one; the
    // second waits on a shell-command call whose command line the kit cut, so its first line ends with a bracket.
    const stray = (line: string) => `a line on stdout that is not JSON: ${JSON.stringify(line)} (stdout is for protocol messages only; log to stderr)`;
    const long = `DEBUG args ['${JSON.stringify({ todos: Array.from({ length: 9 }, (_, i) => ({ content: `task ${i}` })) })}']`;
    const messages = [
      `before the first scenario: ${stray('DEBUG args []')}`,
      `${stray(truncate(long, 200))}, while waiting for the answer to execute(${shortJson([long])})  for the line  ${shortText(`TodoWrite '${long}'`)}`,
      // Printed with no request waiting, after some answer: charged to the next request, whichever it is.
      `${stray('DEBUG args []')}, after the answer to execute(${shortJson(['TodoRead'])}), with no request waiting`,
    ];
    const found = causes(messages.map((message, i) => outcome(`S-${i}`, 'protocol error', { message })));
    expect(found).to.have.length(1);
    // No requirement read from the kit's "[… more characters cut by the kit]", nor "before the first scenario" for all.
    expect(found[0]!.requirement).to.equal(undefined);
    expect(found[0]!.summary).to.match(/^a line on stdout that is not JSON: "DEBUG args \[\]" \(stdout is for protocol messages only; log to stderr\)$/);
    expect(fitSummary(messages[1]!, 160)).to.match(/^a line on stdout that is not JSON: "DEBUG.*…" \(stdout is for protocol messages only; log to stderr\)/);
    // A failure without a record still names the requirement it ends with, as failure-report.ts writes it (one of the profile's).
    expect(causes([outcome('S-1', 'failed', { message: 'the status is wrong  [F-001.E4]' })])[0]!.requirement).to.equal('F-001.E4');
  });

  it('a TypeError on a missing value is one cause, whether the value was null or absent', () => {
    const threw = (id: string, value: string) => {
      const message = `executeTool("toolu_1", "TodoWrite", {…}) threw TypeError: Cannot read properties of ${value} (reading 'toString')`;
      return outcome(id, 'errored', { message, failure: unrecordedFailure(message) });
    };
    expect(causes([threw('A', 'undefined'), threw('B', 'null')])).to.have.length(1);
  });

  it('a call that failed the same way for any command line is one cause (shell-command names the line it ran)', () => {
    const failed = (id: string, args: string, line: string) => {
      const message = `execute(${args})  for the line  ${line} failed: RuntimeError: boom`;
      return outcome(id, 'errored', { message, failure: unrecordedFailure(message) });
    };
    const grouped = causes([
      failed('A', '["-h"]', 'TodoWrite -h'),
      failed('B', '[]', 'TodoWrite'),
      failed('C', '["{\\"todos\\":[]}"]', `TodoWrite '{"todos":[]}'`),
    ]);
    expect(grouped.map((c) => c.scenarios.length)).to.deep.equal([3]);
    // Another failure is another cause.
    expect(
      causes([failed('A', '[]', 'TodoWrite'), outcome('D', 'errored', { message: 'execute([])  for the line  TodoWrite did not answer within 2000 ms' })]),
    ).to.have.length(2);
  });

  it("a cause's line keeps what went wrong: the values it quotes are shortened first, then it is cut between words", () => {
    const input = JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ content: `item ${i}`, status: 'in_progress', activeForm: `doing ${i}` })));
    const line = fitSummary(`update(${input}) raised another message than the document's`, 160);
    expect(line.length).to.be.at.most(160);
    expect(line).to.match(/^update\(\[\{"content":"item 0".*…\) raised another message than the document's$/);
    expect(fitSummary('short and whole', 160)).to.equal('short and whole');
    // A first line that announces what follows (a crash's last output) keeps the first line it announces.
    const crash = `the implementation stopped while answering execute(${input}): exited with code 3; its last output:\n  oops, giving up\n  more`;
    expect(fitSummary(crash, 160)).to.match(
      /^the implementation stopped while answering execute\(\[\{.*…\): exited with code 3; its last output: oops, giving up$/,
    );
    // And so does the cause of a crash, whose record (none of the steps made it) is read from its message.
    const [crashCause] = causes([outcome('C-1', 'errored', { message: crash, failure: unrecordedFailure(crash) })]);
    expect(crashCause!.summary).to.match(/its last output: oops, giving up$/);
    const words = fitSummary(`${'word '.repeat(40)}end`, 60);
    expect(words.length).to.be.at.most(60);
    expect(words).to.match(/word…$/);
  });

  it("a concept's score says how many of its failures named another concept's rule first, and only its own rules mark it broken", () => {
    // Three scenarios that check validation: one fails on a tool_result rule (a formatting slip, say), one crashes.
    const onResult = outcome('F001-01', 'failed', {
      requirements: ['F-001.IN'],
      failure: { requirements: ['F-001.OUT', 'F-001.IN'], summary: 'the tool_result is worded otherwise', diff: [], hints: [] },
    });
    const crashed = outcome('F001-02', 'errored', { requirements: ['F-001.IN'], message: 'the implementation stopped' });
    const passed = outcome('F001-03', 'passed', { requirements: ['F-001.IN'] });
    const scores = Object.fromEntries(conceptScorecard([onResult, crashed, passed]).map((s) => [s.concept, s]));
    expect(scores['Parameter validation']).to.include({ passed: 1, total: 3, failedElsewhere: 1 });
    expect(scores['tool_result']).to.include({ passed: 0, total: 0, failedElsewhere: 0 });
    expect(conceptScoreText(scores['Parameter validation']!)).to.equal("1/3 (1 failed first on another concept's rule)");
    expect(conceptScoreText(scores['Schema definition']!)).to.equal(undefined);
    // Held by another concept only: no ✗ (its own rules were not seen to break); a crash is a failure of its own.
    const line = (outcomes: ScenarioOutcome[]) =>
      renderTerminal(report(outcomes, false))
        .split('\n')
        .find((l) => l.includes('Parameter validation'));
    expect(line([onResult, passed])).to.match(/1\/2 \(1 failed first on another concept's rule\)$/);
    expect(line([onResult, crashed, passed])).to.match(/1\/3 \(1 failed first on another concept's rule\) {2}✗$/);
  });

  it('one bug that breaks several rules is one cause that names them all, the most named first', () => {
    const offByOne = (id: string, rule: string) =>
      outcome(id, 'failed', {
        requirements: [rule],
        failure: {
          requirements: [rule],
          summary: 'a list at the limit was refused',
          diff: ['$.is_error: expected false, got true'],
          hints: ['compare with > N, not >= N'],
        },
      });
    const found = causes([offByOne('F001-01', 'F-001.E3'), offByOne('F001-02', 'F-001.E4'), offByOne('F001-03', 'F-001.E3')]);
    expect(found).to.have.length(1);
    expect(found[0]!.requirements).to.deep.equal(['F-001.E3', 'F-001.E4']);
    expect(causeRules(found[0]!)).to.equal('[F-001.E3 +1 more rule]');
    expect(renderTerminal(report(found[0]!.scenarios, false))).to.include('3 × failed         [F-001.E3 +1 more rule] a list at the limit was refused');
  });

  it("a mistake the steps named (its record's cause) is one cause, whatever each record's values, summary or rule, while its advice is the same", () => {
    const nagMissing = (id: string, rule: string, summary: string, hint: string, expected: unknown) =>
      outcome(id, 'failed', { failure: { requirements: [rule], summary, expected, actual: [], diff: [], hints: [hint], cause: 'nag-missing' } });
    const found = causes([
      nagMissing('MCC07-03', 'MCC-RMD.5', 'no nag in the results of round(s) 11', 'insert the nag', 'the nag in the results of rounds 11 only'),
      nagMissing('MCC07-04', 'MCC-RMD.5', 'no nag in the results of round(s) 11', 'insert the nag', { type: 'text', text: 'nag' }),
      nagMissing('MCC07-05', 'MCC-RMD.6', 'no nag in the results of round(s) 14', 'insert the nag', 'the nag in the results of rounds 14 only'),
      nagMissing('MCC07-07', 'MCC-RMD.7', 'no nag in the results of round(s) 14', 'either the count or the nag', 'the nag in the results of rounds 14 only'),
    ]);
    // Other advice (MCC07-07's diagnosis) is a cause of its own: one group would show only its first scenario's hint.
    expect(found.map((cause) => [cause.summary, cause.hint, cause.scenarios.length, causeRules(cause)])).to.deep.equal([
      ['no nag in the results of round(s) 11', 'insert the nag', 3, '[MCC-RMD.5 +1 more rule]'],
      ['no nag in the results of round(s) 14', 'either the count or the nag', 1, '[MCC-RMD.7]'],
    ]);
    // Its rule, its line and its example agree: the most named rule's, even where another rule's scenario came first.
    const spanning = causes([
      nagMissing('MCC07-01', 'MCC-RMD.4', 'the nag came a round early', 'insert the nag', 'x'),
      nagMissing('MCC07-03', 'MCC-RMD.5', 'no nag in the results of round(s) 11', 'insert the nag', 'y'),
      nagMissing('MCC07-04', 'MCC-RMD.5', 'no nag in the results of round(s) 12', 'insert the nag', 'z'),
    ]);
    expect(spanning).to.have.length(1);
    expect([causeRules(spanning[0]!), spanning[0]!.summary, spanning[0]!.scenarios.map((s) => s.id)]).to.deep.equal([
      '[MCC-RMD.5 +1 more rule]',
      'no nag in the results of round(s) 11',
      ['MCC07-03', 'MCC07-01', 'MCC07-04'],
    ]);
    // Named apart, the same line is two causes.
    const other = outcome('MCC07-08', 'failed', {
      failure: { requirements: ['MCC-RMD.5'], summary: 'no nag in the results of round(s) 11', diff: [], hints: ['insert the nag'], cause: 'nag-late' },
    });
    expect(causes([...found[0]!.scenarios, other])).to.have.length(2);
    // A scenario whose set-up met the mistake ("precondition not met", with or without the set-up's name) is not the
    // example while a scenario of the rule met it in its own check: the learner reads what is wrong, not what was not checked.
    const storeMissing = (id: string, summary: string) =>
      outcome(id, 'failed', { failure: { requirements: ['CC-STORE.1'], summary, diff: [], hints: ['one file per agent'], cause: 'store-elsewhere' } });
    for (const precondition of ['precondition not met: the write did not create the file f', 'precondition not met (a write): no file f'])
      expect(causes([storeMissing('CC02-13', precondition), storeMissing('CC03-04', 'the list was not stored in the file f')])[0]!.summary).to.equal(
        'the list was not stored in the file f',
      );
  });

  it("a summary's command line is its scenario's, not the cause's: one exit-code bug is one cause, its line without it", () => {
    const exitZero = (id: string, line: string) =>
      outcome(id, 'failed', {
        failure: {
          requirements: ['F-001.E3'],
          summary: `the error came with exit code 0, not 1  (command line: ${line})`,
          diff: ['$.exitCode: expected 1, got 0'],
          hints: [],
        },
      });
    const found = causes([exitZero('F001-01', `TodoWrite '{"todos": 5}'`), exitZero('F001-02', 'TodoWrite --nope')]);
    expect(found.map((cause) => [cause.summary, cause.scenarios.length])).to.deep.equal([['the error came with exit code 0, not 1', 2]]);
  });

  it("a crash's message that ends like a rule's is not taken for one: only the profile's rules label a cause", () => {
    const crash = outcome('F001-01', 'errored', { message: 'executeTool failed: Error: boom  [<img/src="x.png">|x]' });
    const [found] = causes([crash]);
    expect(found!.requirement).to.equal(undefined);
    const markdown = renderMarkdown(report([crash], false));
    expect(markdown).to.not.include('<img');
    // Its row in summary.md still says which items the crashed scenario checks, marked as such.
    expect(markdown).to.include('| 1 | errored | \\(checked: F-001.E3\\) | executeTool failed');
    // At most three items; none for what the kit did not run (it checked nothing).
    const wide = outcome('F001-03', 'errored', { message: 'boom', requirements: ['F-001.E1', 'F-001.E2', 'F-001.E3', 'F-001.E4', 'F-001.E5'] });
    const held = outcome('F001-04', 'not run', { message: 'not run: the same call hung in F001-03' });
    expect(renderMarkdown(report([wide, held], false)))
      .to.include('| 1 | errored | \\(checked: F-001.E1, F-001.E2, F-001.E3 and 2 more\\) | boom')
      .and.include('| 1 | not run |  | not run: the same call hung');
    const known = outcome('F001-02', 'errored', { message: 'the call failed  [F-001.E3]' });
    expect(causes([known])[0]!.requirement).to.equal('F-001.E3');
  });

  it("a notice that quotes the implementation's words makes no link, image or HTML in summary.md", () => {
    const notice =
      'the kit could not tell whether registries share one list: its probe did not get through: reset failed: Error: ![t](https://e.example/t.png) [**fix your CI**](https://p.example) <img src=x> https://p.example/bare';
    const markdown = renderMarkdown({ ...report([], true), notices: [notice] });
    const line = markdown.split('\n').find((l) => l.startsWith('> ⚠'))!;
    expect(line).to.include('the kit could not tell whether registries share one list');
    expect(line, 'an image').not.to.match(/!\[[^\]]*\]\(/);
    expect(line, 'a link').not.to.match(/(^|[^\\])\[[^\]]*\]\(/);
    expect(line, 'HTML').not.to.include('<img');
    expect(line, 'a bare link').not.to.include('https://');
  });

  it('in a GitHub Actions job, each cause is an error annotation, whose text cannot start a command of its own', () => {
    const forged = outcome('F-9', 'failed', {
      message: 'forged',
      failure: { requirements: ['F-001.E3'], summary: 'said 100% done', diff: [], hints: ['a:b, c\n::warning::forged'] },
    });
    expect(renderAnnotations(report([wrongIndex('F-1'), wrongIndex('F-2'), forged], false))).to.deep.equal([
      '::error title=2 × failed [F-001.E3]::the error message is not the one the PRD prescribes — hint: indexes are 0-based (e.g. F-1)',
      '::error title=1 × failed [F-001.E3]::said 100%25 done — hint: a:b, c%0A::warning::forged (e.g. F-9)',
    ]);
  });

  it('puts what the kit did not run last: a hang that held back more scenarios than it failed still comes first', () => {
    const hang = (id: string) => outcome(id, 'timed out', { message: 'executeTool("toolu_1", "TodoWrite", {…}) did not answer within 2000 ms' });
    const held = (id: string) =>
      outcome(id, 'not run', {
        message: 'not run: the implementation crashed, hung or could not be reset in 5 scenarios in a row; the first of them shows why.',
      });
    const failing = [held('N-1'), hang('T-1'), held('N-2'), wrongIndex('F001-E3/a'), held('N-3'), hang('T-2'), held('N-4')];
    expect(causes(failing).map((cause) => `${cause.kind} ${cause.scenarios.length}`)).to.deep.equal(['timed out 2', 'failed 1', 'not run 4']);
    const page = renderLandingPage(report([...failing, outcome('P-1', 'passed')], false));
    expect(page).to.match(/<h3><span class="kind kind-timed-out">timed out<\/span> 2 scenarios/);
    expect(page).to.include('<li class="kind-not-run"><strong>4</strong> not run</li>');
  });

  it('links into cucumber.html by the outline id, and only when cucumber.html was written', () => {
    expect(cucumberReportLink('cucumber.html', 'F001-E3/the-empty-string')).to.equal('cucumber.html?query=%40id%3AF001-E3&hide=passed&hide=skipped');
    const page = renderLandingPage(report([wrongIndex('F001-E3/a')], false));
    expect(page).not.to.include('cucumber.html');
  });

  it('is self-contained and escapes what an implementation wrote', () => {
    const hostile = outcome('H-1', 'errored', { name: '<img src=x onerror=alert(1)>', message: '</pre><script>alert(1)</script>' });
    const page = renderLandingPage({ ...report([hostile], false), notices: ['<b>shared state</b>'] });
    expect(page).not.to.include('<script').and.not.include('<img').and.not.include('<b>');
    expect(page).to.include('&#60;script&#62;');
    expect(page, 'nothing fetched from the network').not.to.match(/(src|href)="(https?:)?\/\//);
  });
});

const VIEWPORT = { width: 1280, height: 800 };

describe('the landing page in a real browser', { skip: NO_BROWSER, timeout: 180_000 }, () => {
  it("shows the first failure's cause on the first screen, passes axe-core, and its links open the scenario in cucumber.html", async () => {
    const { chromium } = await import('playwright-core');
    const run = await runKit(['examples/todo-list-v2/broken/one-based-index.mjs']);
    expect(run.exitCode).to.equal(1);
    const landing = join(run.reportsDir, REPORT_FILES.landing);
    expect(run.stdout.trimEnd().split('\n').pop(), "the terminal's last line links the page").to.include(pathToFileURL(landing).href);
    const userDataDir = mkdtempSync(join(tmpdir(), 'todo-kit-chromium-'));
    const context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: BROWSER_FLAGS, viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      const offline: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('file:')) offline.push(request.url());
      });
      await page.goto(pathToFileURL(landing).href);
      const firstCause = page.locator('#cause-1 h3');
      const box = await firstCause.boundingBox();
      expect(box, 'the first cause is shown').to.not.equal(null);
      expect(box!.y + box!.height, 'the first cause ends within the first screen').to.be.at.most(VIEWPORT.height);
      // The off-by-one index is one cause across the three item messages; it names the rule most of them break.
      expect(await firstCause.innerText()).to.match(/F-001\.E[345] /);

      const serious = await seriousViolations(page);
      expect(serious, JSON.stringify(serious)).to.deep.equal([]);

      const link = await page.locator('#cause-1 .scenarios a').first().getAttribute('href');
      // The scenario the link asks cucumber.html for (its query, "@id:F001-E4") is the one the page shows.
      const query = new URL(link!, pathToFileURL(landing)).searchParams.get('query');
      expect(query, 'the link queries one scenario').to.match(/^@id:F001-E[345]$/);
      await page.goto(new URL(link!, pathToFileURL(landing)).href);
      await page.getByText(query!, { exact: false }).first().waitFor({ timeout: 20_000 });
      const text = await page.locator('body').innerText();
      expect(text).to.include(query!).and.include('ConformanceFailure');
      expect(offline, 'neither page fetches anything from the network').to.deep.equal([]);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});
