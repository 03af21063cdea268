// Broken on purpose, one rule: CC-IN.9, TodoRead accepts {}. This port's validateInput reads "no input" as no value
// at all, and refuses the empty object that the inputSchema itself asks the model for ("LEAVE IT BLANK").
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  const validateInput = tools.TodoRead.validateInput;
  tools.TodoRead.validateInput = (input, context) =>
    input !== null && typeof input === 'object' && Object.keys(input).length === 0 ? { result: false, message: 'expected no input' } : validateInput(input, context);
  return tools;
}
