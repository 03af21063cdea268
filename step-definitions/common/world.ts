import { setWorldConstructor, World } from '@cucumber/cucumber';
import { activeProfile, requirementIdsOfTags } from '../../harness/catalogue';
import { implementationUnderTest } from '../../harness/implementation-under-test';
import { removeScratch, scratchFolder } from '../../harness/isolation';

/**
 * Each scenario's state, whatever the profile. The implementation lives in its own process; the kit reaches it
 * only through `implementation` (the profile's protocol methods). A profile whose steps keep more state extends
 * this class and calls setWorldConstructor with its own (its files load after these).
 */
export class KitWorld extends World {
  readonly implementation = implementationUnderTest();
  /** The profile this run verifies: its catalogue says what every requirement id means. */
  readonly profile = activeProfile();
  /** The requirements this scenario checks, from its tags. */
  requirements: string[] = [];
  private scratch: string | undefined;

  useTags(tags: readonly string[]): void {
    this.requirements = requirementIdsOfTags(tags);
  }

  /**
   * Whether the profile's steps reach the implementation only through requests: then a scenario's reset may travel
   * with its first request (harness/implementation-under-test.ts, resetDue). A profile whose steps also touch what the
   * implementation works on (its config folder, its files) keeps false: the reset must have happened before they do.
   */
  readonly onlyThroughRequests: boolean = false;

  /** The `reset` params that make this scenario's fresh instance (a profile with a config folder or a clock overrides it). */
  resetParams(): Record<string, unknown> | Promise<Record<string, unknown>> {
    return {};
  }

  /**
   * A temporary folder for this scenario, made on first use and removed when the next scenario begins (or the run
   * ends: removeScenarioFolder). It sits in the run's scratch folder, the only place a module under the permission
   * model may write (harness/isolation.ts).
   */
  scratchDir(): string {
    if (this.scratch === undefined) {
      this.scratch = scratchFolder('scenario-');
      lastScenarioFolder = this.scratch;
    }
    return this.scratch;
  }
}

/** The folder of the scenario that made one last, until it is removed. */
let lastScenarioFolder: string | undefined;

/**
 * Remove what the last scenario made (the common hooks call it before each scenario and after the last). Forgotten
 * first and removed without throwing (removeScratch): a folder the implementation locked must fail no later scenario.
 */
export function removeScenarioFolder(): void {
  const folder = lastScenarioFolder;
  lastScenarioFolder = undefined;
  if (folder) removeScratch(folder);
}

setWorldConstructor(KitWorld);
