/**
 * Split a command line into argv, the way a POSIX shell splits words, without running a shell: no variables,
 * globs, pipes or redirections. Single quotes keep everything; double quotes keep all but \" and \\; outside
 * quotes a backslash keeps the next character.  python3 "my impl.py" --verbose  →  [python3, my impl.py, --verbose]
 */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word = `${word ?? ''}${c}`;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && (line[i + 1] === '"' || line[i + 1] === '\\')) word = `${word ?? ''}${line[++i]!}`;
      else word = `${word ?? ''}${c}`;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= '';
    } else if (c === '\\' && i + 1 < line.length) {
      word = `${word ?? ''}${line[++i]!}`;
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} quote in: ${line}`);
  if (word !== undefined) words.push(word);
  return words;
}
