/**
 * The PRD's non-functional requirements that a machine can check, as checks of a folder laid out as the kit is
 * (src/todo-list-v2/, package.json, tsconfig.json): reference.steps.ts runs them on the kit's own folder, and
 * test/reference-checks.test.ts on a copy broken on purpose, which shows that each one can fail. Each answers what
 * fail() is to report, or undefined when the folder keeps the requirement.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FailureDetails } from '../../harness/failure-report';
import { importsOf, splitSource } from './source-text';

/** The files of a folder laid out as the kit is, read by paths relative to it. */
export class ReferenceFolder {
  constructor(readonly root: string) {}

  read(path: string): string {
    return readFileSync(join(this.root, path), 'utf8');
  }

  json(path: string): Record<string, any> {
    return JSON.parse(this.read(path)) as Record<string, any>;
  }

  exists(path: string): boolean {
    return existsSync(join(this.root, path));
  }

  sourceFiles(dir: string): string[] {
    return readdirSync(join(this.root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.[mc]?[jt]s$/.test(entry.name))
      .map((entry) => relative(this.root, join(entry.parentPath ?? (entry as any).path, entry.name)))
      .sort();
  }

  importsIn(file: string): string[] {
    return importsOf(this.read(file));
  }

  commentsOf(file: string): string {
    return splitSource(this.read(file)).comments.join('\n');
  }

  /** tsconfig.json may hold comments, as TypeScript allows. */
  compilerOptions(): Record<string, unknown> {
    return (JSON.parse(splitSource(this.read('tsconfig.json')).code) as { compilerOptions?: Record<string, unknown> }).compilerOptions ?? {};
  }
}

type Problem = FailureDetails | undefined;

/** wc -l counts newline characters. */
const lineCount = (text: string) => (text.match(/\n/g) ?? []).length;

export function linesUnder(folder: ReferenceFolder, dir: string, limit: number): Problem {
  const counts = folder.sourceFiles(dir).map((file) => ({ file, lines: lineCount(folder.read(file)) }));
  const total = counts.reduce((sum, c) => sum + c.lines, 0);
  if (total < limit) return undefined;
  return { requirements: ['NFR-LOC'], summary: `${dir}/ holds ${total} lines; the PRD allows fewer than ${limit}`, actual: counts, diff: [] };
}

export function runtimeDependencies(folder: ReferenceFolder): Problem {
  const pkg = folder.json('src/todo-list-v2/package.json');
  const declared = ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies'].flatMap((key) =>
    Object.keys(pkg[key] ?? {}).map((name) => `${key}: ${name}`),
  );
  if (declared.length === 0) return undefined;
  return { requirements: ['NFR-ZERO-DEPS'], summary: 'src/todo-list-v2/package.json declares runtime dependencies', actual: declared, diff: [] };
}

export function importsFromOutside(folder: ReferenceFolder, dir: string, prefix: string): Problem {
  const outside = folder.sourceFiles(dir).flatMap((file) =>
    folder
      .importsIn(file)
      .filter((spec) => !spec.startsWith('.') && !spec.startsWith(prefix))
      .map((spec) => `${file}: ${spec}`),
  );
  if (outside.length === 0) return undefined;
  return { requirements: ['NFR-ZERO-DEPS'], summary: `${dir}/ imports packages from outside the project`, actual: outside, diff: [] };
}

export function compilerOptionOff(folder: ReferenceFolder, option: string): Problem {
  const options = folder.compilerOptions();
  if (options[option] === true) return undefined;
  return { requirements: ['NFR-STRICT'], summary: `tsconfig.json does not set "${option}": true`, actual: options, diff: [] };
}

/** The version of the TypeScript the kit type-checks with (typescript/package.json's: read, not loaded). */
export const installedTypescript = (): string =>
  String((JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')) as { version: unknown }).version);

/** `version`: the TypeScript the kit type-checks with (installedTypescript). */
export function typescriptMajor(version: string, major: number): Problem {
  if (version.startsWith(`${major}.`)) return undefined;
  return { requirements: ['NFR-STRICT'], summary: `TypeScript ${version} is installed; the PRD asks for ${major}.x`, diff: [] };
}

export function targetNewerThan(folder: ReferenceFolder, newest: string): Problem {
  const target = String(folder.compilerOptions().target ?? 'ES5');
  const order = ['ES3', 'ES5', 'ES2015', 'ES2016', 'ES2017', 'ES2018', 'ES2019', 'ES2020', 'ES2021', 'ES2022'];
  if (order.includes(target.toUpperCase()) && order.indexOf(target.toUpperCase()) <= order.indexOf(newest)) return undefined;
  return { requirements: ['NFR-NODE'], summary: `tsconfig.json targets ${target}, newer than ${newest}`, diff: [] };
}

export function nodeRange(folder: ReferenceFolder, range: string): Problem {
  const engines = folder.json('src/todo-list-v2/package.json').engines?.node;
  if (engines === range) return undefined;
  return {
    requirements: ['NFR-NODE'],
    summary: 'src/todo-list-v2/package.json does not declare the Node versions the PRD supports',
    expected: range,
    actual: engines,
  };
}

export function filesWithoutComments(folder: ReferenceFolder, dir: string): Problem {
  const bare = folder.sourceFiles(dir).filter((file) => folder.commentsOf(file).trim() === '');
  if (bare.length === 0) return undefined;
  return { requirements: ['NFR-COMMENTS'], summary: 'these files teach nothing: they have no comments', actual: bare, diff: [] };
}

/** `concepts`: each concept with the words a comment that teaches it holds. */
export function conceptsUntaught(folder: ReferenceFolder, dir: string, concepts: { concept: string; words: string }[]): Problem {
  const comments = folder
    .sourceFiles(dir)
    .map((file) => folder.commentsOf(file))
    .join('\n')
    .toLowerCase();
  const missing = concepts.filter((row) => !comments.includes(row.words.toLowerCase())).map((row) => row.concept);
  if (missing.length === 0) return undefined;
  return { requirements: ['NFR-CONCEPTS', 'NFR-COMMENTS'], summary: `no comment in ${dir}/ teaches: ${missing.join(', ')}`, diff: [] };
}

export function noExampleScript(folder: ReferenceFolder, name: string): Problem {
  const script: string | undefined = folder.json('package.json').scripts?.[name];
  const file = script?.split(/\s+/).find((word) => /\.[mc]?[jt]s$/.test(word));
  const usesReference = file !== undefined && folder.exists(file) && folder.importsIn(file).some((spec) => /(^|\/)src\/todo-list-v2(\/index)?$/.test(spec));
  if (usesReference) return undefined;
  return { requirements: ['NFR-EXAMPLE'], summary: `package.json has no "${name}" script that runs an example of the reference`, actual: script, diff: [] };
}

export function scriptRunsNoKit(folder: ReferenceFolder, name: string): Problem {
  const scripts: Record<string, string> = folder.json('package.json').scripts ?? {};
  // Follow `npm run <script>` (and concurrently's `npm:<script>`) from the named script until one runs the kit's
  // command-line tool.
  const seen = new Set<string>();
  const runsKit = (script: string): boolean => {
    if (seen.has(script) || scripts[script] === undefined) return false;
    seen.add(script);
    const line = scripts[script]!;
    return /bin\/todo-kit\.js(?!\s+\S*\.(?:[mc]?[jt]s))/.test(line) || [...line.matchAll(/(?:npm run |npm:)(\S+)/g)].some((m) => runsKit(m[1]!));
  };
  if (runsKit(name)) return undefined;
  return { requirements: ['NFR-ONE-COMMAND'], summary: `npm test does not run the conformance suite on the reference`, actual: scripts[name], diff: [] };
}

export function storageImports(folder: ReferenceFolder, dir: string, banned: ReadonlySet<string>): Problem {
  const hits = folder.sourceFiles(dir).flatMap((file) =>
    folder
      .importsIn(file)
      .filter((spec) => banned.has(spec))
      .map((spec) => `${file}: ${spec}`),
  );
  if (hits.length === 0) return undefined;
  return { requirements: ['NFR-MEMORY'], summary: 'the reference touches storage outside memory', actual: hits, diff: [] };
}
