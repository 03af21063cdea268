/**
 * The checks of the PRD's non-functional requirements (step-definitions/todo-list-v2/reference-checks.ts). They run
 * only on the kit's own reference (@reference-only), so no sample can show that they fail: here each one is run on
 * a copy of the reference's files broken on purpose, and must report its requirement, where on the kit's own files
 * it reports nothing.
 */
import { expect } from 'chai';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { KIT_ROOT } from '../harness/defaults';
import { scratchFolder } from '../harness/isolation';
import * as check from '../step-definitions/todo-list-v2/reference-checks';
import { splitSource } from '../step-definitions/todo-list-v2/source-text';

const SOURCE = 'src/todo-list-v2';
const CONCEPTS = [
  { concept: 'Schema definition', words: 'input_schema' },
  { concept: 'Registration', words: 'register' },
  { concept: 'Async execution', words: 'async' },
  { concept: 'tool_use_id', words: 'tool_use_id' },
  { concept: 'tool_result', words: 'tool_result' },
  { concept: 'Parameter validation', words: 'validat' },
];

/** Every check, as the NFR scenarios run it, with the requirement it reports. */
const checks = (folder: check.ReferenceFolder, typescript: string) => ({
  'NFR-LOC': check.linesUnder(folder, SOURCE, 500),
  'NFR-ZERO-DEPS (declared)': check.runtimeDependencies(folder),
  'NFR-ZERO-DEPS (imported)': check.importsFromOutside(folder, SOURCE, 'node:'),
  'NFR-STRICT (tsconfig)': check.compilerOptionOff(folder, 'strict'),
  'NFR-STRICT (TypeScript 5)': check.typescriptMajor(typescript, 5),
  'NFR-NODE (target)': check.targetNewerThan(folder, 'ES2022'),
  'NFR-NODE (engines)': check.nodeRange(folder, '>=18'),
  'NFR-COMMENTS': check.filesWithoutComments(folder, SOURCE),
  'NFR-CONCEPTS': check.conceptsUntaught(folder, SOURCE, CONCEPTS),
  'NFR-EXAMPLE': check.noExampleScript(folder, 'demo'),
  'NFR-ONE-COMMAND': check.scriptRunsNoKit(folder, 'test'),
  'NFR-MEMORY': check.storageImports(folder, SOURCE, new Set(['fs', 'node:fs', 'net', 'node:net', 'http', 'node:http'])),
});

/** A copy of the reference's files with every requirement broken: comments gone, a dependency, a file that stores. */
function brokenCopy(): string {
  const root = scratchFolder('todo-kit-reference-');
  for (const path of [SOURCE, 'package.json', 'tsconfig.json', 'demo']) cpSync(join(KIT_ROOT, path), join(root, path), { recursive: true });
  for (const file of readdirSync(join(root, SOURCE), { recursive: true }) as string[]) {
    if (/\.ts$/.test(file)) writeFileSync(join(root, SOURCE, file), splitSource(readFileSync(join(root, SOURCE, file), 'utf8')).code);
  }
  writeFileSync(
    join(root, SOURCE, 'store.ts'),
    `import { writeFileSync } from 'node:fs';\nimport pad from 'left-pad';\nexport const save = [writeFileSync, pad];\n${'\n'.repeat(500)}`,
  );
  const reference = JSON.parse(readFileSync(join(root, SOURCE, 'package.json'), 'utf8'));
  writeFileSync(join(root, SOURCE, 'package.json'), JSON.stringify({ ...reference, dependencies: { 'left-pad': '^1.3.0' }, engines: { node: '>=16' } }));
  const kit = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ ...kit, scripts: { test: 'node --test' } }));
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: false, target: 'ES2024' } }));
  return root;
}

describe("the checks of the PRD's non-functional requirements, on the reference's files", () => {
  it("report nothing on the kit's own reference", () => {
    const typescript = JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')).version;
    for (const [name, problem] of Object.entries(checks(new check.ReferenceFolder(KIT_ROOT), typescript))) expect(problem, name).to.equal(undefined);
  });

  it('each report its requirement on a copy that breaks it', () => {
    for (const [name, problem] of Object.entries(checks(new check.ReferenceFolder(brokenCopy()), '4.9.5'))) {
      expect(problem, `${name}: reported nothing`).not.to.equal(undefined);
      expect(problem!.requirements, name).to.include(name.split(' ')[0]);
    }
  });
});
