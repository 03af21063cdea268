/**
 * The PRD's non-functional requirements that a machine can check, read off the reference's own files.
 * Tagged @reference-only: a learner's implementation is not judged by the kit's package.json.
 */
import { Then, type DataTable } from '@cucumber/cucumber';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fail } from '../../harness/failure-report';
import { KIT_ROOT } from '../../harness/defaults';
import { importsOf, splitSource } from './source-text';
import type { TodoListWorld as KitWorld } from './world';

const read = (path: string) => readFileSync(join(KIT_ROOT, path), 'utf8');
const json = (path: string) => JSON.parse(read(path)) as Record<string, any>;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(KIT_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[mc]?[jt]s$/.test(entry.name))
    .map((entry) => relative(KIT_ROOT, join(entry.parentPath ?? (entry as any).path, entry.name)))
    .sort();
}

/** wc -l counts newline characters. */
const lineCount = (text: string) => (text.match(/\n/g) ?? []).length;

const importsIn = (file: string) => importsOf(read(file));
const commentsOf = (file: string) => splitSource(read(file)).comments.join('\n');
/** tsconfig.json may hold comments, as TypeScript allows. */
const compilerOptions = (): Record<string, unknown> =>
  (JSON.parse(splitSource(read('tsconfig.json')).code) as { compilerOptions?: Record<string, unknown> }).compilerOptions ?? {};

Then('the files under {string} hold fewer than {int} lines in all', function (this: KitWorld, dir: string, limit: number) {
  const counts = sourceFiles(dir).map((file) => ({ file, lines: lineCount(read(file)) }));
  const total = counts.reduce((sum, c) => sum + c.lines, 0);
  if (total < limit) return;
  fail({ requirements: ['NFR-LOC'], summary: `${dir}/ holds ${total} lines; the PRD allows fewer than ${limit}`, actual: counts, diff: [] });
});

Then('src\\/todo-list-v2\\/package.json declares no runtime dependencies', function (this: KitWorld) {
  const pkg = json('src/todo-list-v2/package.json');
  const declared = ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies'].flatMap((key) =>
    Object.keys(pkg[key] ?? {}).map((name) => `${key}: ${name}`),
  );
  if (declared.length === 0) return;
  fail({ requirements: ['NFR-ZERO-DEPS'], summary: 'src/todo-list-v2/package.json declares runtime dependencies', actual: declared, diff: [] });
});

Then('every import in {string} is a relative path or a {string} built-in', function (this: KitWorld, dir: string, prefix: string) {
  const outside = sourceFiles(dir).flatMap((file) =>
    importsIn(file)
      .filter((spec) => !spec.startsWith('.') && !spec.startsWith(prefix))
      .map((spec) => `${file}: ${spec}`),
  );
  if (outside.length === 0) return;
  fail({ requirements: ['NFR-ZERO-DEPS'], summary: `${dir}/ imports packages from outside the project`, actual: outside, diff: [] });
});

Then('tsconfig.json turns {string} on', function (this: KitWorld, option: string) {
  const options = compilerOptions();
  if (options[option] === true) return;
  fail({ requirements: ['NFR-STRICT'], summary: `tsconfig.json does not set "${option}": true`, actual: options, diff: [] });
});

Then('the TypeScript the kit type-checks with is version {int}', function (this: KitWorld, major: number) {
  const version = String((JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')) as { version: unknown }).version);
  if (version.startsWith(`${major}.`)) return;
  fail({ requirements: ['NFR-STRICT'], summary: `TypeScript ${version} is installed; the PRD asks for ${major}.x`, diff: [] });
});

Then('tsconfig.json compiles for {string} or older, which Node 18 runs', function (this: KitWorld, newest: string) {
  const target = String(compilerOptions().target ?? 'ES5');
  const order = ['ES3', 'ES5', 'ES2015', 'ES2016', 'ES2017', 'ES2018', 'ES2019', 'ES2020', 'ES2021', 'ES2022'];
  if (order.includes(target.toUpperCase()) && order.indexOf(target.toUpperCase()) <= order.indexOf(newest)) return;
  fail({ requirements: ['NFR-NODE'], summary: `tsconfig.json targets ${target}, newer than ${newest}`, diff: [] });
});

Then('src\\/todo-list-v2\\/package.json asks for Node {string}', function (this: KitWorld, range: string) {
  const engines = json('src/todo-list-v2/package.json').engines?.node;
  if (engines === range) return;
  fail({
    requirements: ['NFR-NODE'],
    summary: 'src/todo-list-v2/package.json does not declare the Node versions the PRD supports',
    expected: range,
    actual: engines,
  });
});

Then('every file under {string} has comments', function (this: KitWorld, dir: string) {
  const bare = sourceFiles(dir).filter((file) => commentsOf(file).trim() === '');
  if (bare.length === 0) return;
  fail({ requirements: ['NFR-COMMENTS'], summary: 'these files teach nothing: they have no comments', actual: bare, diff: [] });
});

Then('the comments under {string} name each of the six teaching concepts:', function (this: KitWorld, dir: string, table: DataTable) {
  const comments = sourceFiles(dir).map(commentsOf).join('\n').toLowerCase();
  const missing = table
    .hashes()
    .filter((row) => !comments.includes(row.words!.toLowerCase()))
    .map((row) => row.concept);
  if (missing.length === 0) return;
  fail({ requirements: ['NFR-CONCEPTS', 'NFR-COMMENTS'], summary: `no comment in ${dir}/ teaches: ${missing.join(', ')}`, diff: [] });
});

Then('package.json has a {string} script whose file exists, and it imports the reference', function (this: KitWorld, name: string) {
  const script: string | undefined = json('package.json').scripts?.[name];
  const file = script?.split(/\s+/).find((word) => /\.[mc]?[jt]s$/.test(word));
  const usesReference =
    file !== undefined && existsSync(join(KIT_ROOT, file)) && importsIn(file).some((spec) => /(^|\/)src\/todo-list-v2(\/index)?$/.test(spec));
  if (usesReference) return;
  fail({ requirements: ['NFR-EXAMPLE'], summary: `package.json has no "${name}" script that runs an example of the reference`, actual: script, diff: [] });
});

Then("package.json's {string} script runs the kit on the reference", function (this: KitWorld, name: string) {
  const scripts: Record<string, string> = json('package.json').scripts ?? {};
  // Follow `npm run <script>` (and concurrently's `npm:<script>`) from the named script until one runs the kit's
  // command-line tool.
  const seen = new Set<string>();
  const runsKit = (script: string): boolean => {
    if (seen.has(script) || scripts[script] === undefined) return false;
    seen.add(script);
    const line = scripts[script]!;
    return /bin\/todo-kit\.js(?!\s+\S*\.(?:[mc]?[jt]s))/.test(line) || [...line.matchAll(/(?:npm run |npm:)(\S+)/g)].some((m) => runsKit(m[1]!));
  };
  if (runsKit(name)) return;
  fail({ requirements: ['NFR-ONE-COMMAND'], summary: `npm test does not run the conformance suite on the reference`, actual: scripts[name], diff: [] });
});

Then(/^no file under "([^"]+)" imports any of (.+)$/, function (this: KitWorld, dir: string, list: string) {
  const banned = new Set([...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]));
  const hits = sourceFiles(dir).flatMap((file) =>
    importsIn(file)
      .filter((spec) => banned.has(spec))
      .map((spec) => `${file}: ${spec}`),
  );
  if (hits.length === 0) return;
  fail({ requirements: ['NFR-MEMORY'], summary: 'the reference touches storage outside memory', actual: hits, diff: [] });
});
