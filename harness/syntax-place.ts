/**
 * Where a JavaScript file's syntax error is, as `node --check` (which parses, never runs) shows it: the file and
 * line, the line itself and its caret, and the error. Node's ES-module loader reports a syntax error without its
 * place. Node's own frames ("at checkSyntax (node:internal/…)") and its version line are not the learner's: left out.
 */
import { spawnSync } from 'node:child_process';

export function nodeCheckPlace(path: string, env?: NodeJS.ProcessEnv): string[] {
  const check = spawnSync(process.execPath, ['--check', path], { encoding: 'utf8', env, timeout: 10_000 });
  return (check.stderr ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at .*\bnode:internal\//.test(line) && !/^Node\.js v\d/.test(line))
    .slice(0, 3);
}
