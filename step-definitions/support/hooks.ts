import { AfterAll, Before, BeforeAll, setDefaultTimeout } from '@cucumber/cucumber';
import { scenarioHints } from './failure-report';
import { implementationUnderTest } from './implementation-under-test';
import type { KitWorld } from './world';

// Cucumber's own timeout is a last resort: each request to the implementation has a shorter one, whose
// message names the call (TODO_KIT_TIMEOUT_MS).
setDefaultTimeout(30_000);

BeforeAll(async function () {
  // The command-line tool has usually started it already; a plain `cucumber-js` run starts it here.
  await implementationUnderTest().ensureStarted();
});

AfterAll(async function () {
  await implementationUnderTest().stop();
});

Before(function (this: KitWorld, { pickle }) {
  scenarioHints.length = 0;
  this.useTags(pickle.tags.map((tag) => tag.name));
});

// Every scenario that talks to the implementation starts from a new registry.
Before({ tags: 'not @reference-only' }, async function (this: KitWorld) {
  const inherited = await this.implementation.beginScenario();
  if (inherited > 0) scenarioHints.push(`this scenario's new registry already held ${inherited} todo(s): ${this.implementation.sharedStateHint}`);
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
