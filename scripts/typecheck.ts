/**
 * npm run typecheck: TypeScript's build mode (tsc -b) on tsconfig.json, whose record of the last check is
 * node_modules/.cache/typescript/kit.tsbuildinfo. When no file of the kit changed since a check that passed, build
 * mode answers from the file times without reading a file: 0.36 s of CPU instead of 3.5 s (tsc --incremental, which
 * parses every declaration file of the dependencies again).
 *
 * Build mode does not look at the dependencies, though: a new version of @types/node or of cucumber would not make
 * it check again. So the record belongs to one package-lock.json: a different lock (an install that changed a
 * dependency) removes it first, and the check starts from nothing. A fresh clone (npm ci) has no record anyway.
 *
 * Nor does it look at a file that is in the program only because another imports it: only the files tsconfig.json
 * includes count. So every TypeScript file of the kit must be one of them (examples/ holds samples with type errors
 * on purpose, and is left out), or this refuses to run, naming the file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { KIT_ROOT } from '../harness/defaults';
import { kitTypeScriptFiles } from './kit-files';

const CACHE = join(KIT_ROOT, 'node_modules', '.cache', 'typescript');
const RECORD = join(CACHE, 'kit.tsbuildinfo'); // tsconfig.json's tsBuildInfoFile
const LOCK_OF_RECORD = join(CACHE, 'kit.tsbuildinfo.lock-sha256');

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const CONFIG = join(KIT_ROOT, 'tsconfig.json');
const included = new Set(ts.getParsedCommandLineOfConfigFile(CONFIG, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })?.fileNames ?? []);
const missing = kitTypeScriptFiles(KIT_ROOT).filter((file) => !included.has(file));
if (missing.length > 0) {
  console.error(
    `typecheck: tsconfig.json's "include" leaves out ${missing.map((file) => relative(KIT_ROOT, file)).join(', ')}: build mode would not notice a change in them`,
  );
  process.exit(2);
}

const lock = createHash('sha256')
  .update(read(join(KIT_ROOT, 'package-lock.json')) ?? '')
  .digest('hex');
if (read(LOCK_OF_RECORD) !== lock) {
  rmSync(RECORD, { force: true });
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(LOCK_OF_RECORD, lock);
}
// What `tsc -b tsconfig.json` does, through TypeScript's API: errors printed as tsc prints them (its default
// reporter), and its exit code.
const host = ts.createSolutionBuilderHost(ts.sys);
process.exitCode = ts.createSolutionBuilder(host, [CONFIG], {}).build();
