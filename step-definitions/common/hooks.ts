import { AfterAll, Before, BeforeAll, setDefaultTimeout, setDefinitionFunctionWrapper } from '@cucumber/cucumber';
import { format } from 'node:util';
import { STEP_TIMEOUT_MS } from '../../harness/defaults';
import { FAILURE_MEDIA_TYPE, quotedPython, scenarioHints, takeRecordedFailure, unrecordedFailure } from '../../harness/failure-report';
import { outcomeKindOfError } from '../../harness/outcomes';
import { LAST_OUTPUT } from '../../harness/implementation-process';
import { implementationUnderTest } from '../../harness/implementation-under-test';
import { KitWorld, removeScenarioFolder } from './world';

// Cucumber's own timeout is a last resort: each request to the implementation has a shorter one, whose
// message names the call (--timeout).
setDefaultTimeout(STEP_TIMEOUT_MS);

BeforeAll(async function () {
  // The command-line tool has usually started it already; a plain `cucumber-js` run starts it here.
  await implementationUnderTest().ensureStarted();
});

AfterAll(async function () {
  await implementationUnderTest().stop(); // first: nothing writes in the last scenario's folder as it goes
  removeScenarioFolder();
});

/**
 * Why a scenario does not apply to this implementation, if it does not: the first of these reasons, in this order.
 * A scenario that does not apply is skipped with its reason, never passed.
 */
function notApplicable(world: KitWorld, tags: readonly string[]): string | undefined {
  // It needs an optional export the implementation lacks.
  const needed = tags.filter((t) => t.startsWith('@needs:')).map((t) => t.slice('@needs:'.length));
  const missing = needed.filter((capability) => !world.implementation.capabilities.includes(capability));
  // A reference is the whole profile: one that lacks an optional export has lost it (a mutant of npm run mutate that
  // empties the exports must fail, not skip what it emptied).
  if (missing.length > 0 && world.implementation.settings.isReference) {
    throw new Error(`the reference implementation does not provide ${missing.join(', ')}: a reference provides every export of its profile`);
  }
  if (missing.length > 0) return `skipped: the implementation does not provide ${missing.join(', ')} (optional in this profile)`;
  // It must run inside the implementation's process (registering the kit's own handler, seeing whether a function
  // returned a Promise), which the line protocol does not give.
  if (tags.includes('@in-process') && !world.implementation.inProcess)
    return 'skipped: this check needs in-process access, which the line protocol does not give';
  // It reads the reference's own files (line count, package.json, tsconfig), which say nothing about another implementation.
  if (tags.includes('@reference-only') && !world.implementation.settings.isReference)
    return "skipped: this check reads the reference implementation's own files";
  return undefined;
}

// One Before hook, not one per concern: cucumber counts, reports and times every hook as a step of every scenario
// (four hooks a scenario cost more than the scenario's own steps, about 0.2 s of CPU a run).
Before(async function (this: KitWorld, { pickle }) {
  removeScenarioFolder(); // the previous scenario's
  scenarioHints.length = 0;
  quotedPython.texts.clear();
  takeRecordedFailure(); // a failure recorded outside any scenario (a BeforeAll probe) belongs to none
  const tags = pickle.tags.map((tag) => tag.name);
  this.implementation.currentScenario = tags.find((t) => t.startsWith('@id:'))?.slice(4) ?? pickle.name;
  this.useTags(tags);
  const reason = notApplicable(this, tags);
  if (reason) {
    this.log(reason);
    return 'skipped';
  }
  if (tags.includes('@reference-only')) return undefined;
  // Every scenario that talks to the implementation starts from a fresh instance.
  const inherited = await this.implementation.beginScenario(await this.resetParams(), this.onlyThroughRequests);
  const shared = this.implementation.sharedState;
  // Told with a failure that a list can explain: not a tool definition's or a schema's (helper 110: F-003.W3).
  const held = `this scenario's fresh instance already held ${inherited} item(s): ${shared?.hint}`;
  if (inherited > 0 && shared) scenarioHints.push(() => (this.implementation.askedForState ? held : undefined));
  return undefined;
});

/**
 * A scenario that did not pass attaches why, as data: the summary, outcomes.json and the JUnit report read it back
 * instead of parsing the formatted message. The step or hook that fails attaches it as its error goes by, since an
 * After hook would be one more step of every scenario, passing or not (cucumber starts, times and reports each:
 * about 3% of a run's CPU). The kind is worked out from the error as cucumber names it (runtime/format_error.js).
 */
/** How much of a record's summary must begin the error's message for the record to be that error's. */
const RECORD_MATCH_CHARS = 200;

function attachFailure(world: unknown, error: unknown): void {
  if (!(world instanceof KitWorld)) return; // BeforeAll and AfterAll: no scenario to attach it to
  const type = error instanceof Error ? error.constructor.name : 'Error';
  const message = error instanceof Error ? error.message : format(error);
  const kind = outcomeKindOfError(type, message);
  // The record of this failure: `fail` or `crashed` made it for the error thrown (its message begins with the record's
  // summary); any other error (a crash, a hang, the kit's own) has none, and a record left from a caught failure is
  // not its.
  const recorded = takeRecordedFailure();
  // Compared on the summary's start: the record and the message are each cut to size, at different lengths.
  const record = recorded && message.startsWith(recorded.summary.slice(0, RECORD_MATCH_CHARS)) ? recorded : undefined;
  world.attach(JSON.stringify({ kind, ...(record ?? unrecordedFailure(message)) }), FAILURE_MEDIA_TYPE);
  // Its author's debugging output (console.log, print to stderr), shown with the failure it may explain.
  // Not for a crash whose message quotes its last output already.
  const printed = world.implementation.outputOfScenario();
  if (printed !== undefined && !message.includes(LAST_OUTPUT)) world.attach(printed, 'text/plain');
}

/**
 * A step that failed for its own reason, after which the implementation printed lines with no request waiting: the
 * scenario fails as it did, and its message says what was printed too (else the next scenario would be charged).
 */
function withStrayLines(thrown: unknown, stray: Error | undefined): unknown {
  if (stray === undefined) return thrown;
  const error = thrown instanceof Error ? thrown : new Error(format(thrown)); // what was thrown, and the lines with it
  const before = error.message;
  error.message = `${before}\nAlso, after one of this step's answers: ${stray.message}`;
  if (error.stack?.includes(before)) error.stack = error.stack.replace(before, () => error.message);
  return error;
}

/**
 * `value` once the input already waiting has been read: a line the implementation wrote just after an answer (a
 * debug print) is often read apart from it, in the next turn of the event loop, after the step has ended. Two
 * immediates give that turn its input phase (two turns of the event loop a step: no cost measurable on a run).
 */
function afterPendingInput<T>(value?: T): Promise<T | undefined> {
  return new Promise((resolve) => setImmediate(() => setImmediate(() => resolve(value))));
}

// Every step and hook, as cucumber runs it (the wrapper keeps each function's arity): a synchronous step stays
// synchronous, a promise gets one handler for its end.
setDefinitionFunctionWrapper(
  (code: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]): unknown {
      let result: unknown;
      try {
        result = code.apply(this, args);
      } catch (error) {
        attachFailure(this, error);
        throw error;
      }
      if (!(result instanceof Promise)) return result;
      // A reset sent with the scenario's first request fails the step that sent it, whatever the step made of the
      // error (it may have expected its call to fail): harness/implementation-under-test.ts resetFailure.
      const resetFailure = () => (this instanceof KitWorld ? this.implementation.takeResetFailure() : undefined);
      // So do lines the implementation printed after one of the step's answers: the scenario that printed them fails.
      const strayLines = () => (this instanceof KitWorld ? this.implementation.takeStrayLines() : undefined);
      const settled =
        this instanceof KitWorld ? result.then(afterPendingInput, async (error: unknown) => afterPendingInput().then(() => Promise.reject(error))) : result;
      return settled
        .then((value: unknown) => {
          const failure = resetFailure() ?? strayLines();
          if (failure !== undefined) throw failure;
          return value;
        })
        .catch((error: unknown) => {
          const failure = withStrayLines(resetFailure() ?? error, strayLines());
          attachFailure(this, failure);
          throw failure;
        });
    },
);
