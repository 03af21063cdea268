// A correct variant that takes three readings of the design the strict run does not (--strict holds the kit's
// interpretations, fifteen of them in this profile): the default run passes it, and --strict fails these three
// (literal-readings-strict).
//   BashRouter: a line is an agent shell command when it holds TodoWrite (the design gives only the positive
//               rule, startsWith, and no word on a line that mentions TodoWrite elsewhere);
//   execute:    the handler gets the JSON as the line holds it, the shell's '\'' left in (the design is silent
//               on an apostrophe inside the single-quoted JSON). The kit splits the line the way a shell does, so
//               this variant puts back what that split took out, as a router that hands on the raw line would;
//   limits:     each is Number() of its variable when it is set, whatever it holds (the design gives no rule for
//               a value that is not a positive whole number): TODO_MAX_ITEMS="abc" is NaN, and no list is too long.
// Everything else is the correct command (correct/todo-command.mjs).
import { createTodoCommandFrom } from '../lib/todo-parts.mjs';
export { renderTodos } from '../lib/todo-parts.mjs';

export function identifyCommandType(commandLine) {
  return commandLine.includes('TodoWrite') ? 'AGENT_SHELL_COMMAND' : 'BASH_COMMAND';
}

const limitsFrom = (env = {}) => ({
  maxItems: env.TODO_MAX_ITEMS ? Number(env.TODO_MAX_ITEMS) : 50,
  maxLength: env.TODO_MAX_CONTENT_LENGTH ? Number(env.TODO_MAX_CONTENT_LENGTH) : 200,
});

export function createTodoCommand({ env }) {
  const command = createTodoCommandFrom({ env, parts: { limitsFrom } });
  return { ...command, execute: (args) => command.execute(args.map((arg) => arg.replaceAll("'", "'\\''"))) };
}
