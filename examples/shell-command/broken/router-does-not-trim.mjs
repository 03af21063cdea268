// Broken: the router does not trim the line first, so a line with leading spaces is not recognised as TodoWrite.
// Everything else is the correct command (correct/todo-command.mjs).
export { createTodoCommand, renderTodos } from '../correct/todo-command.mjs';

export function identifyCommandType(commandLine) {
  return commandLine.startsWith('TodoWrite') ? 'AGENT_SHELL_COMMAND' : 'SHELL_COMMAND'; // the mistake: no trim()
}
