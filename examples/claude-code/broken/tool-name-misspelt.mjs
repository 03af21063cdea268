// Breaks CC-TOOL (the factory returns the two tools): TodoRead is misspelt Todoread, so the object has no TodoRead.
// One mistake of the factory's, told in every TodoRead scenario with the factory's keys and the likely misspelling,
// not as a failure of whichever TodoRead method a scenario calls first (a validateInput that "threw" sent a learner
// to zod's safeParse); the TodoWrite scenarios still get their verdicts.
import { createTodoTools as correct } from '../correct/class-based-atomic.mjs';
export { sortTodos, renderTodos } from '../correct/class-based-atomic.mjs';

export function createTodoTools(options) {
  const { TodoWrite, TodoRead } = correct(options);
  return { TodoWrite, Todoread: TodoRead }; // the mistake
}
