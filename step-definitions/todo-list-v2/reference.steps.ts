/**
 * The PRD's non-functional requirements that a machine can check, read off the reference's own files (the checks
 * themselves: reference-checks.ts). Tagged @reference-only: a learner's implementation is not judged by the kit's
 * package.json.
 */
import { Then, type DataTable } from '@cucumber/cucumber';
import { KIT_ROOT } from '../../harness/defaults';
import { fail } from '../../harness/failure-report';
import * as check from './reference-checks';
import type { TodoListWorld as KitWorld } from './world';

const kit = new check.ReferenceFolder(KIT_ROOT);
const report = (problem: ReturnType<typeof check.linesUnder>): void => {
  if (problem) fail(problem);
};

Then('the files under {string} hold fewer than {int} lines in all', function (this: KitWorld, dir: string, limit: number) {
  report(check.linesUnder(kit, dir, limit));
});

Then('src\\/todo-list-v2\\/package.json declares no runtime dependencies', function (this: KitWorld) {
  report(check.runtimeDependencies(kit));
});

Then('every import in {string} is a relative path or a {string} built-in', function (this: KitWorld, dir: string, prefix: string) {
  report(check.importsFromOutside(kit, dir, prefix));
});

Then('tsconfig.json turns {string} on', function (this: KitWorld, option: string) {
  report(check.compilerOptionOff(kit, option));
});

Then('the TypeScript the kit type-checks with is version {int}', function (this: KitWorld, major: number) {
  report(check.typescriptMajor(check.installedTypescript(), major));
});

Then('tsconfig.json compiles for {string} or older, which Node 18 runs', function (this: KitWorld, newest: string) {
  report(check.targetNewerThan(kit, newest));
});

Then('src\\/todo-list-v2\\/package.json asks for Node {string}', function (this: KitWorld, range: string) {
  report(check.nodeRange(kit, range));
});

Then('every file under {string} has comments', function (this: KitWorld, dir: string) {
  report(check.filesWithoutComments(kit, dir));
});

Then('the comments under {string} name each of the six teaching concepts:', function (this: KitWorld, dir: string, table: DataTable) {
  report(check.conceptsUntaught(kit, dir, table.hashes() as { concept: string; words: string }[]));
});

Then('package.json has a {string} script whose file exists, and it imports the reference', function (this: KitWorld, name: string) {
  report(check.noExampleScript(kit, name));
});

Then("package.json's {string} script runs the kit on the reference", function (this: KitWorld, name: string) {
  report(check.scriptRunsNoKit(kit, name));
});

Then(/^no file under "([^"]+)" imports any of (.+)$/, function (this: KitWorld, dir: string, list: string) {
  report(check.storageImports(kit, dir, new Set([...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!))));
});
