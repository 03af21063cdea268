/**
 * The checks of the PRD's non-functional requirements (step-definitions/todo-list-v2/reference-checks.ts). They run
 * only on the kit's own reference (@reference-only), so no sample can show that they fail: here each one is run on
 * a copy of the reference's files that breaks exactly its requirement, just past its bound where it has one, and
 * must report it, where on the kit's own files it reports nothing. The concepts and the storage modules are read
 * from the NFR scenarios themselves.
 */
import { expect } from 'chai';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseFeature } from '../cli/scenario-ids';
import { KIT_ROOT } from '../harness/defaults';
import { scratchFolder } from '../harness/isolation';
import * as check from '../step-definitions/todo-list-v2/reference-checks';
import { splitSource } from '../step-definitions/todo-list-v2/source-text';

const SOURCE = 'src/todo-list-v2';
const steps = parseFeature(join(KIT_ROOT, 'features', 'todo-list-v2', 'NFR-reference.feature'), 'NFR-reference.feature').feature!.children.flatMap(
  (child) => child.scenario?.steps ?? [],
);
const [header, ...rows] = steps
  .find((step) => step.dataTable && /teaching concepts/.test(step.text))!
  .dataTable!.rows.map((row) => row.cells.map((cell) => cell.value));
const CONCEPTS = rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])) as { concept: string; words: string });
const STORAGE = new Set([...steps.find((step) => /imports any of/.test(step.text))!.text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!).slice(1));
const TYPESCRIPT = check.installedTypescript();

/** Every check, as the NFR scenarios run it, by the requirement it reports. */
const checks = (folder: check.ReferenceFolder, typescript = TYPESCRIPT, newest = 'ES2022') => ({
  'NFR-LOC': check.linesUnder(folder, SOURCE, 500),
  'NFR-ZERO-DEPS declared': check.runtimeDependencies(folder),
  'NFR-ZERO-DEPS imported': check.importsFromOutside(folder, SOURCE, 'node:'),
  'NFR-STRICT tsconfig': check.compilerOptionOff(folder, 'strict'),
  'NFR-STRICT typescript': check.typescriptMajor(typescript, 5),
  'NFR-NODE target': check.targetNewerThan(folder, newest),
  'NFR-NODE engines': check.nodeRange(folder, '>=18'),
  'NFR-COMMENTS': check.filesWithoutComments(folder, SOURCE),
  'NFR-CONCEPTS': check.conceptsUntaught(folder, SOURCE, CONCEPTS),
  'NFR-EXAMPLE': check.noExampleScript(folder, 'demo'),
  'NFR-ONE-COMMAND': check.scriptRunsNoKit(folder, 'test'),
  'NFR-MEMORY': check.storageImports(folder, SOURCE, STORAGE),
});
type Check = keyof ReturnType<typeof checks>;

/** A copy of the reference's files, changed by `change` (given the copy's folder). */
function copy(change: (root: string) => void): check.ReferenceFolder {
  const root = scratchFolder('todo-kit-reference-');
  for (const path of [SOURCE, 'package.json', 'tsconfig.json', 'demo']) cpSync(join(KIT_ROOT, path), join(root, path), { recursive: true });
  change(root);
  return new check.ReferenceFolder(root);
}
const edit = (root: string, path: string, change: (text: string) => string) => writeFileSync(join(root, path), change(readFileSync(join(root, path), 'utf8')));
const editJson = (root: string, path: string, change: (value: any) => any) =>
  edit(root, path, (text) => JSON.stringify(change(JSON.parse(splitSource(text).code))));
const sources = (root: string) => (readdirSync(join(root, SOURCE), { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'));
const newlines = (root: string) => sources(root).reduce((sum, file) => sum + (readFileSync(join(root, SOURCE, file), 'utf8').match(/\n/g) ?? []).length, 0);
const scripts = (change: Record<string, string>) => (root: string) =>
  editJson(root, 'package.json', (pkg) => ({ ...pkg, scripts: { ...pkg.scripts, ...change } }));

/** Each way to break one requirement: the copy, and the check that must report it (with a word of its summary). */
const BROKEN: [string, Check, () => check.ReferenceFolder, string?][] = [
  [
    'exactly 500 lines',
    'NFR-LOC',
    () => copy((root) => writeFileSync(join(root, SOURCE, 'more.ts'), `// more\n${'\n'.repeat(499 - newlines(root))}`)),
    '500 lines',
  ],
  [
    'a dependency declared',
    'NFR-ZERO-DEPS declared',
    () => copy((root) => editJson(root, `${SOURCE}/package.json`, (pkg) => ({ ...pkg, dependencies: { zod: '^3' } }))),
  ],
  [
    'a package imported',
    'NFR-ZERO-DEPS imported',
    () => copy((root) => writeFileSync(join(root, SOURCE, 'more.ts'), "// more\nimport { z } from 'zod';\nexport const schema = z;\n")),
    'zod',
  ],
  [
    'strict off',
    'NFR-STRICT tsconfig',
    () => copy((root) => editJson(root, 'tsconfig.json', (ts) => ({ ...ts, compilerOptions: { ...ts.compilerOptions, strict: false } }))),
  ],
  ['ES2022 where ES2020 is the newest', 'NFR-NODE target', () => copy(() => {}), 'ES2022'],
  [
    'a target not in the list',
    'NFR-NODE target',
    () => copy((root) => editJson(root, 'tsconfig.json', (ts) => ({ ...ts, compilerOptions: { ...ts.compilerOptions, target: 'ESNext' } }))),
    'ESNext',
  ],
  ['Node 16 asked for', 'NFR-NODE engines', () => copy((root) => editJson(root, `${SOURCE}/package.json`, (pkg) => ({ ...pkg, engines: { node: '>=16' } })))],
  ['one file without a comment', 'NFR-COMMENTS', () => copy((root) => writeFileSync(join(root, SOURCE, 'more.ts'), 'export const more = 1;\n')), 'more.ts'],
  [
    'one concept named nowhere',
    'NFR-CONCEPTS',
    () => copy((root) => sources(root).forEach((file) => edit(root, `${SOURCE}/${file}`, (text) => text.replaceAll('tool_use_id', 'id')))),
    'tool_use_id',
  ],
  ['a demo script whose file is missing', 'NFR-EXAMPLE', () => copy(scripts({ demo: 'ts-node demo/missing.ts' }))],
  [
    'a demo script that does not use the reference',
    'NFR-EXAMPLE',
    () =>
      copy(
        (root) => (
          writeFileSync(join(root, 'demo', 'other.ts'), "import { join } from 'node:path';\nconsole.log(join('a'));\n"),
          scripts({ demo: 'ts-node demo/other.ts' })(root)
        ),
      ),
  ],
  ['a test script that runs the kit on a sample', 'NFR-ONE-COMMAND', () => copy(scripts({ test: 'node bin/todo-kit.js examples/sample.mjs' }))],
  ['a test script whose npm run chain never runs the kit', 'NFR-ONE-COMMAND', () => copy(scripts({ test: 'npm run lint && npm:typecheck' }))],
  [
    'a file that stores',
    'NFR-MEMORY',
    () =>
      copy((root) => writeFileSync(join(root, SOURCE, 'more.ts'), "// more\nimport { writeFile } from 'node:fs/promises';\nexport const save = writeFile;\n")),
    'node:fs/promises',
  ],
];

describe("the checks of the PRD's non-functional requirements, on the reference's files", () => {
  it("report nothing on the kit's own reference", () => {
    for (const [name, problem] of Object.entries(checks(new check.ReferenceFolder(KIT_ROOT)))) expect(problem, name).to.equal(undefined);
    expect(CONCEPTS, 'the concepts, read from NFR-05').to.have.length(6);
    expect([...STORAGE], 'the storage modules, read from NFR-07').to.include.members(['fs', 'node:fs/promises', 'node:http']);
  });

  for (const [how, name, broken, word] of BROKEN) {
    it(`${name} is reported for ${how}`, () => {
      const problem = name === 'NFR-NODE target' && how.startsWith('ES2022') ? checks(broken(), TYPESCRIPT, 'ES2020')[name] : checks(broken())[name];
      expect(problem, `${name}: reported nothing`).not.to.equal(undefined);
      expect(problem!.requirements).to.include(name.split(' ')[0]);
      if (word) expect(JSON.stringify(problem), 'what it says').to.include(word);
    });
  }

  it('NFR-STRICT is reported for another TypeScript than 5', () => {
    expect(check.typescriptMajor('4.9.5', 5)?.requirements).to.deep.equal(['NFR-STRICT']);
    expect(check.typescriptMajor('50.1.0', 5)?.requirements, 'a version that only begins with 5').to.deep.equal(['NFR-STRICT']);
  });
});
