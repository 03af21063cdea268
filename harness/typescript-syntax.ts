/**
 * Where a learner's TypeScript does not parse: file, line, column and TypeScript's own words. Sucrase, which strips
 * the types as a file loads, says only "Unexpected token (2:21)"; and an error thrown in a loader thread may reach
 * the module host as an empty object (ts-node's ES-module loader's did, which once read "initialize failed:
 * TypeError: Cannot convert object to primitive value"). When loading TypeScript fails, the module host asks this
 * module too: it parses the module and the relative imports it reaches (parsing only, no type-check, no file
 * written), and names the first syntax error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type * as TypeScript from 'typescript';

/** How many of the module's own files are parsed at most: a learner's project, not a dependency tree. */
const MAX_FILES = 200;

/** "./store.js" imported from a .ts file is ./store.ts on disk (the nodenext style); try what TypeScript would. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.[mc]?js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.mts`, `${stem}.cts`, `${stem}.tsx`, `${base}.ts`, `${base}/index.ts`];
  return candidates.find((path) => /\.[mc]?tsx?$/.test(path) && existsSync(path));
}

/**
 * The first syntax error in `entry` or the TypeScript files it imports, as "file:line:column: message" (the file by
 * its whole path), or undefined when every file parses.
 */
export function findTypeScriptSyntaxError(entry: string): string | undefined {
  // Loaded here, not at the top: TypeScript takes 0.3 s of CPU to load, and the module host needs it only when a
  // learner's TypeScript failed to load (it used to cost every run that much).
  const ts = require('typescript') as typeof TypeScript;
  const queue = [resolve(entry)];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < MAX_FILES) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // unreadable: the loader's own error says so
    }
    const output = ts.transpileModule(text, {
      fileName: file,
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const diagnostic = output.diagnostics?.find((d) => d.category === ts.DiagnosticCategory.Error && d.start !== undefined);
    if (diagnostic) {
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022);
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start!);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      const code = text.split('\n')[line] ?? '';
      return `${file}:${line + 1}:${character + 1}: ${message} (TS${diagnostic.code})\n    ${code.trimEnd()}\n    ${' '.repeat(character)}^`;
    }
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      const next = resolveImport(file, imported.fileName);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return undefined;
}
