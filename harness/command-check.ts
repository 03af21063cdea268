/**
 * A --cmd checked before it starts: its program found (on PATH, or as a file that can run), and the files it names
 * there. Otherwise the learner reads `spawn pyhton3 ENOENT`, or a Python error about a path in the kit's scratch
 * folder (the command runs there), instead of what to type.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { basename, extname, isAbsolute, relative, resolve } from 'node:path';
import which from 'which';
import { implementationEnv } from './isolation';
import { INTERPRETERS, MODULE_EXTENSIONS } from './module-entry';
import { nearest, nearFile } from './nearest';

/** Programs a command is likely to start with: what a typo of one is taken for. */
const KNOWN_PROGRAMS = [...new Set([...Object.values(INTERPRETERS), 'python', 'node', 'deno', 'bun', 'java', 'dotnet', 'go', 'cargo', 'npx', 'uv'])];

/** Words after the program that name a file the command runs, by their extension: they must be there. */
const FILE_EXTENSIONS = new Set([...Object.keys(INTERPRETERS), ...MODULE_EXTENSIONS, '.jar']);

/**
 * Programs whose arguments are another command, or paths of another machine: a shell's -c text, a container's or a
 * remote host's paths. The kit cannot tell what they name, so it checks only that they are there.
 */
const WRAPPERS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'fish',
  'env',
  'docker',
  'podman',
  'nerdctl',
  'ssh',
  'nix',
  'nix-shell',
  'wsl',
  'timeout',
  'nice',
  'xargs',
  'kubectl',
  'make',
]);

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** What is wrong with a command that cannot start, in words and with what to type; undefined when nothing is. */
export function commandProblem(argv: readonly string[], cwd: string): string | undefined {
  const [program, ...args] = argv;
  if (program === undefined) return undefined;
  if (!program.includes('/') && !program.includes('\\')) {
    if (which.sync(program, { path: implementationEnv().PATH, nothrow: true })) return fileArgumentProblem(program, args, cwd);
    const near = nearest(program, KNOWN_PROGRAMS);
    return `the command's program ${program} is not on PATH${near && near !== program ? ` (did you mean ${near}?)` : ''}: install it, or give its path`;
  }
  const path = isAbsolute(program) ? program : resolve(cwd, program);
  if (!existsSync(path)) {
    const near = nearFile(path, program);
    return `the command's program ${program} does not exist${isAbsolute(program) ? '' : ` (relative to ${whereFrom(cwd)})`}${near ? ` (did you mean ${near}?)` : ''}`;
  }
  if (!statSync(path).isFile()) return `the command's program ${program} is not a file`;
  if (!isExecutable(path)) {
    const interpreter = INTERPRETERS[extname(path).toLowerCase()];
    return interpreter
      ? `${program} is not executable: run it with its interpreter, --cmd "${[interpreter, program, ...args].join(' ')}"`
      : `${program} is not executable: chmod +x it (with a #! line naming its interpreter), or name its interpreter first`;
  }
  return fileArgumentProblem(program, args, cwd);
}

/**
 * Where a relative word was looked for, as the user knows it: the current folder, or another by its path from there,
 * or by its name alone when it is not below (a graded submission's folder of submissions: its why.txt names no
 * folder of the grader's).
 */
function whereFrom(cwd: string): string {
  const from = relative(process.cwd(), cwd);
  if (from === '') return 'the current folder';
  return from.startsWith('..') || isAbsolute(from) ? `${basename(cwd)}/` : `${from}/`;
}

/**
 * A word such as todo.py or src/main.ts that is not there: said with where it was looked for. Only a word that is a
 * plain path (no space, no URL) of a program that is not a wrapper (WRAPPERS).
 */
function fileArgumentProblem(program: string, args: readonly string[], cwd: string): string | undefined {
  if (WRAPPERS.has(basename(program))) return undefined;
  for (const word of args) {
    // Not an option, a setting (PROG=todo.py), a URL or a phrase: a path the program opens.
    if (word.startsWith('-') || /[\s=]|:\/\//.test(word) || !FILE_EXTENSIONS.has(extname(word).toLowerCase())) continue;
    const path = isAbsolute(word) ? word : resolve(cwd, word);
    if (existsSync(path)) continue;
    const near = nearFile(path, word);
    return `the command names ${word}, which does not exist${isAbsolute(word) ? '' : ` (relative to ${whereFrom(cwd)})`}${near ? ` (did you mean ${near}?)` : ''}`;
  }
  return undefined;
}
