/**
 * The SDK alignment (test/sdk-alignment.ts) can fail: compiled against a copy of src/todo-list-v2/types.ts with one field
 * renamed, it must report errors. Otherwise a passing type-check would prove nothing.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { KIT_ROOT } from './run-kit';

const TYPES = join(KIT_ROOT, 'src', 'todo-list-v2', 'types.ts');
const ALIGNMENT = join(KIT_ROOT, 'test', 'sdk-alignment.ts');

const config = ts.getParsedCommandLineOfConfigFile(join(KIT_ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
/** Parsed files shared by the five compiles: only types.ts differs between them, and the SDK's and Node's declarations are most of the work. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** Type errors in sdk-alignment.ts when src/todo-list-v2/types.ts reads `types` instead of what is on disk. */
function alignmentErrors(types: string): string[] {
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion) => {
    if (file === TYPES) return ts.createSourceFile(file, types, languageVersion);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, languageVersion));
    return parsed.get(file);
  };
  const program = ts.createProgram([ALIGNMENT], config.options, host);
  // Only this file's errors, checked alone: what it needs of the others is checked as it is reached.
  const file = program.getSourceFile(ALIGNMENT)!;
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

describe('the alignment with the Anthropic SDK types', () => {
  const original = readFileSync(TYPES, 'utf8');

  it('compiles against the reference as it is', () => {
    expect(alignmentErrors(original)).to.deep.equal([]);
  });

  for (const [from, to] of [
    ['input_schema: InputSchema;', 'inputSchema: InputSchema;'],
    ['tool_use_id: string;', 'toolUseId: string;'],
    ['is_error?: boolean; // set to true', 'isError?: boolean; // set to true'],
    ["type: 'tool_result';", "type: 'toolResult';"],
  ] as const) {
    it(`fails when ${from.split(/[?:]/)[0]} is renamed ${to.split(/[?:]/)[0]}`, () => {
      expect(original.includes(from), `src/todo-list-v2/types.ts no longer has "${from}"`).to.equal(true);
      expect(alignmentErrors(original.replace(from, to))).to.not.deep.equal([]);
    });
  }
});
