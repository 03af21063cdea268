// Broken: identifyCommandType is the stub the learner started from, never finished: every line is a shell command,
// and TodoWrite never reaches its handler through the router. SC-ROUTE.1 is startsWith('TodoWrite').
// Everything else is the correct command (correct/todo-command.mjs).
export { createTodoCommand, renderTodos } from '../correct/todo-command.mjs';

export function identifyCommandType() {
  return 'BASH_COMMAND'; // TODO: recognise TodoWrite
}
