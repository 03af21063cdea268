// Broken on purpose: the texts the model reads, written in the port's own words instead of the analysis's.
// TodoWrite's description (CC-TOOL.6, Ta0 of section 12.1), the todos property's description (CC-SCHEMA.3) and
// TodoRead's inputSchema description (CC-SCHEMA.5) are each paraphrased: the model is prompted with other words.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

const { build } = section15;
const base = build({ writeDescription: 'Replace the todo list of this session with the given todos.' });

export const { sortTodos, renderTodos } = base;

export function createTodoTools(options) {
  const tools = base.createTodoTools(options);
  tools.TodoWrite.inputSchema.properties.todos.description = 'The new list of todos';
  tools.TodoRead.inputSchema.description = 'Takes no input: send an empty object.';
  return tools;
}
