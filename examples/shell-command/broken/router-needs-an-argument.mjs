// Broken: the router recognises "TodoWrite " with a space after it, so a bare "TodoWrite" (no argument: the
// command's usage error) goes to the shell, which answers "command not found". SC-ROUTE.1 is startsWith('TodoWrite').
// Everything else is the correct command (correct/todo-command.mjs).
export { createTodoCommand, renderTodos } from '../correct/todo-command.mjs';

export function identifyCommandType(commandLine) {
  return commandLine.trim().startsWith('TodoWrite ') ? 'AGENT_SHELL_COMMAND' : 'BASH_COMMAND'; // the mistake: the space
}
