/**
 * The BashRouter's part in TodoWrite: recognise the command, and split a command line into words the way a
 * shell would, so that the handler receives the JSON as one argument with its quotes removed.
 */
export const CommandType = {
  /** A command the agent runs itself, inside its own process (TodoWrite is one). */
  AGENT_SHELL_COMMAND: 'AGENT_SHELL_COMMAND',
  /** Anything else: handed to a real shell. */
  BASH_COMMAND: 'BASH_COMMAND',
} as const;
export type CommandType = (typeof CommandType)[keyof typeof CommandType];

export function identifyCommandType(commandLine: string): CommandType {
  const trimmed = commandLine.trim();
  if (trimmed.startsWith('TodoWrite')) return CommandType.AGENT_SHELL_COMMAND;
  return CommandType.BASH_COMMAND;
}

/**
 * Shell words: 'single quotes' keep everything literally (newlines too), "double quotes" allow \" and \\,
 * a backslash outside quotes escapes the next character, unquoted whitespace separates words.
 */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      word += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (ch === '"') {
      inWord = true;
      for (i++; i < line.length && line[i] !== '"'; i++) {
        if (line[i] === '\\' && i + 1 < line.length && '"\\$`\n'.includes(line[i + 1]!)) i++;
        word += line[i];
      }
      if (i >= line.length) throw new Error('unterminated double quote');
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
