import { After, AfterAll, Before, BeforeAll, setDefaultTimeout } from '@cucumber/cucumber';
import { STEP_TIMEOUT_MS } from '../../harness/defaults';
import { FAILURE_MEDIA_TYPE, scenarioHints, takeRecordedFailure } from '../../harness/failure-report';
import { outcomeKindOfError } from '../../harness/outcomes';
import { implementationUnderTest } from '../../harness/implementation-under-test';
import type { KitWorld } from './world';

// Cucumber's own timeout is a last resort: each request to the implementation has a shorter one, whose
// message names the call (--timeout).
setDefaultTimeout(STEP_TIMEOUT_MS);

BeforeAll(async function () {
  // The command-line tool has usually started it already; a plain `cucumber-js` run starts it here.
  await implementationUnderTest().ensureStarted();
});

AfterAll(async function () {
  await implementationUnderTest().stop();
});

/**
 * Why a scenario does not apply to this implementation, if it does not: the first of these reasons, in this order.
 * A scenario that does not apply is skipped with its reason, never passed.
 */
function notApplicable(world: KitWorld, tags: readonly string[]): string | undefined {
  // It needs an optional export the implementation lacks.
  const needed = tags.filter((t) => t.startsWith('@needs:')).map((t) => t.slice('@needs:'.length));
  const missing = needed.filter((capability) => !world.implementation.capabilities.includes(capability));
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
  scenarioHints.length = 0;
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
  const inherited = await this.implementation.beginScenario(await this.resetParams());
  const shared = this.implementation.sharedState;
  if (inherited > 0 && shared) scenarioHints.push(`this scenario's fresh instance already held ${inherited} item(s): ${shared.hint}`);
  return undefined;
});

// A scenario that did not pass attaches why, as data: the summary, outcomes.json and the JUnit report read it
// back, instead of parsing the formatted message.
After(function (this: KitWorld, { result }) {
  this.cleanUp();
  if (result?.status !== 'FAILED') return;
  const kind = outcomeKindOfError(result.exception?.type, result.message);
  const record = kind === 'failed' ? takeRecordedFailure() : undefined;
  const message = result.exception?.message ?? result.message ?? '';
  this.attach(JSON.stringify({ kind, ...(record ?? { requirements: [], summary: message.split('\n')[0] ?? '', diff: [], hints: [] }) }), FAILURE_MEDIA_TYPE);
});
