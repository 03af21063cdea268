/**
 * What `todo-kit grade` grades: the submissions named on its command line, found in folders, named stably, and
 * sliced into shards that stay put when submissions are added (a submission's shard depends on its name only).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { CliUsageError } from './options';

/** What a module the kit can load ends with (the same list as a single run's). */
export const MODULE_EXTENSIONS = ['.mjs', '.js', '.cjs', '.ts', '.mts', '.cts'];

export interface Submission {
  /** Its name on the scoreboard and its report folder: the file's name without extension, or the folder's. */
  name: string;
  /** The file or folder it was found at, absolute. */
  path: string;
  /** The single-run arguments that select it: a module path, or --cmd with the command. */
  target: string[];
}

/** A folder that is one submission: its package.json's main, or an index module. */
function entryOf(folder: string): string | undefined {
  const pkg = join(folder, 'package.json');
  if (existsSync(pkg)) {
    try {
      const main = (JSON.parse(readFileSync(pkg, 'utf8')) as { main?: unknown }).main;
      if (typeof main === 'string' && existsSync(join(folder, main))) return join(folder, main);
    } catch {
      // an unreadable package.json: look for an index module as if it were not there
    }
  }
  return MODULE_EXTENSIONS.map((ext) => join(folder, `index${ext}`)).find((file) => existsSync(file));
}

/** Quote a path for a command line (the kit splits --cmd into words like a shell would). */
function quoted(path: string): string {
  return /^[\w./@%+=:,-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

/** A path as the user would type it from cwd (a single run labels its reports with what was typed). */
function typed(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

function submissionAt(path: string, commandTemplate: string | undefined, cwd: string): Submission | undefined {
  const isFolder = statSync(path).isDirectory();
  const name = (isFolder ? basename(path) : basename(path, extname(path))).replace(/[^\w.-]+/g, '_');
  if (commandTemplate !== undefined) return { name, path, target: ['--cmd', commandTemplate.split('{}').join(quoted(typed(path, cwd)))] };
  const entry = isFolder ? entryOf(path) : MODULE_EXTENSIONS.includes(extname(path)) ? path : undefined;
  return entry ? { name, path, target: [typed(entry, cwd)] } : undefined;
}

/**
 * Each argument is a submission (a module, or a folder with package.json's main or an index module) or a folder
 * of submissions (each module or folder in it). With a command template (--cmd "python3 {}/main.py"), every file
 * or folder is a submission and {} is replaced by its path.
 */
export function findSubmissions(args: readonly string[], cwd: string, commandTemplate?: string): Submission[] {
  if (args.length === 0) throw new CliUsageError('name the submissions: module files, submission folders, or a folder of them');
  if (commandTemplate !== undefined && !commandTemplate.includes('{}')) {
    throw new CliUsageError(
      `--cmd for grading is a template: {} stands for each submission's path, e.g. --cmd "python3 {}/main.py" (got ${JSON.stringify(commandTemplate)})`,
    );
  }
  const found: Submission[] = [];
  for (const arg of args) {
    const path = resolve(cwd, arg);
    if (!existsSync(path)) throw new CliUsageError(`no file or folder ${arg}`);
    const itself = commandTemplate === undefined || !statSync(path).isDirectory() ? submissionAt(path, commandTemplate, cwd) : undefined;
    if (itself) {
      found.push(itself);
      continue;
    }
    if (!statSync(path).isDirectory())
      throw new CliUsageError(`${arg} is not a module (${MODULE_EXTENSIONS.join(' ')}); grade other programs with --cmd "<command with {}>"`);
    const inside = readdirSync(path, { withFileTypes: true })
      // Not submissions: hidden files, tool folders (node_modules, __pycache__, __MACOSX), the kit's sample expectations.
      .filter((entry) => !entry.name.startsWith('.') && !entry.name.startsWith('__') && entry.name !== 'node_modules' && !entry.name.endsWith('.expect.json'))
      .map((entry) => submissionAt(join(path, entry.name), commandTemplate, cwd))
      .filter((s): s is Submission => s !== undefined);
    if (inside.length === 0) throw new CliUsageError(`${arg} holds no submission (a module file, or a folder with package.json's main or an index module)`);
    found.push(...inside);
  }
  const byName = new Map<string, Submission>();
  for (const submission of found) {
    const other = byName.get(submission.name);
    if (other && other.path !== submission.path)
      throw new CliUsageError(`two submissions are named ${submission.name}: ${other.path} and ${submission.path} (their report folders would collide)`);
    byName.set(submission.name, submission);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** "2/5" → { index: 2, count: 5 }; shards count from 1. */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new CliUsageError(`--shard takes i/n with 1 ≤ i ≤ n (e.g. 2/5), not "${text}"`);
  return { index, count };
}

/** FNV-1a: a small, stable hash, the same on every machine and Node version. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
}

/** The submissions of shard index/count: chosen by a hash of the name, so adding a submission moves no other. */
export function shardOf<T extends { name: string }>(items: readonly T[], shard: { index: number; count: number }): T[] {
  return items.filter((item) => hash(item.name) % shard.count === shard.index - 1);
}
