// A correct variant that takes, where the design leaves room, the reading the strict run does not (--strict holds
// the kit's interpretations): the default run passes it, --strict fails exactly those (literal-readings-strict).
//   BashRouter: a line is an agent shell command when it holds TodoWrite (the design gives only the positive
//               rule, startsWith, and no word on a line that mentions TodoWrite elsewhere);
//   execute:    the single quotes a model may leave around its JSON are taken out of the argument, all of them
//               (the design is silent on an apostrophe inside the single-quoted JSON).
// Everything else is the correct command (correct/todo-command.mjs).
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos } from '../lib/todo-parts.mjs';

export function identifyCommandType(commandLine) {
  return commandLine.includes('TodoWrite') ? 'AGENT_SHELL_COMMAND' : 'BASH_COMMAND';
}

export function createTodoCommand({ env }) {
  const command = createTodoCommandFrom({ env });
  return { ...command, execute: (args) => command.execute(args.map((arg) => arg.replaceAll("'", ''))) };
}
