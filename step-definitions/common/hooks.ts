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

Before(function (this: KitWorld, { pickle }) {
  scenarioHints.length = 0;
  takeRecordedFailure(); // a failure recorded outside any scenario (a BeforeAll probe) belongs to none
  this.implementation.currentScenario = pickle.tags.find((t) => t.name.startsWith('@id:'))?.name.slice(4) ?? pickle.name;
  this.useTags(pickle.tags.map((tag) => tag.name));
});

// A scenario that needs an optional export the implementation lacks is not applicable: skipped, with the reason.
Before(function (this: KitWorld, { pickle }) {
  const needed = pickle.tags
    .map((t) => t.name)
    .filter((t) => t.startsWith('@needs:'))
    .map((t) => t.slice('@needs:'.length));
  const missing = needed.filter((capability) => !this.implementation.capabilities.includes(capability));
  if (missing.length === 0) return undefined;
  this.log(`skipped: the implementation does not provide ${missing.join(', ')} (optional in this profile)`);
  return 'skipped';
});

// Checks that must run inside the implementation's process (registering the kit's own handler, seeing whether
// a function returned a Promise) cannot run over the line protocol: skipped, with the reason, never passed.
Before({ tags: '@in-process' }, function (this: KitWorld) {
  if (this.implementation.inProcess) return undefined;
  this.log('skipped: this check needs in-process access, which the line protocol does not give');
  return 'skipped';
});

// The reference's own files (line count, package.json, tsconfig) say nothing about another implementation.
Before({ tags: '@reference-only' }, function (this: KitWorld) {
  if (this.implementation.settings.isReference) return undefined;
  this.log("skipped: this check reads the reference implementation's own files");
  return 'skipped';
});

// Every scenario that talks to the implementation starts from a fresh instance.
Before({ tags: 'not @reference-only' }, async function (this: KitWorld) {
  const inherited = await this.implementation.beginScenario(await this.resetParams());
  const shared = this.implementation.sharedState;
  if (inherited > 0 && shared) scenarioHints.push(`this scenario's fresh instance already held ${inherited} item(s): ${shared.hint}`);
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
