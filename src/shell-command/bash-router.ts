/**
 * The BashRouter's part in TodoWrite: recognise the command. The router then splits the line into words the way a
 * shell does (single-quoted text is one word, its quotes removed) and hands the words after the command name to
 * the handler; the conformance kit does that split itself, so it is not repeated here.
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
