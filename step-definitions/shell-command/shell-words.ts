/**
 * How a command line reaches `execute`: the router splits it into words the way bash does, and the words after
 * the command name are the arguments. The kit does this split itself, so every implementation receives the same
 * arguments for the same line (docs/profiles/shell-command.md, "From a command line to execute").
 *
 *   'single quotes'   everything up to the next ' is literal, newlines included
 *   "double quotes"   literal, except \" \\ \$ \` and a backslash-newline
 *   \x                outside quotes, the character x itself
 *   whitespace        outside quotes, separates words
 */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`kit error: unterminated single quote in the command line ${JSON.stringify(line)}`);
      word += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (ch === '"') {
      inWord = true;
      for (i++; i < line.length && line[i] !== '"'; i++) {
        if (line[i] === '\\' && '"\\$`\n'.includes(line[i + 1] ?? '')) i++;
        word += line[i];
      }
      if (i >= line.length) throw new Error(`kit error: unterminated double quote in the command line ${JSON.stringify(line)}`);
    } else if (ch === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** A word single-quoted for the command line, as a model would type it ('it'\''s' for a quote inside). */
export function singleQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
