// Broken on purpose, one mistake: CC-IN.7, TodoWrite accepts whatever its schema allows. This port's validateInput
// adds two rules of its own: the list may not be empty, and an id must be a UUID, as the ids this port generates
// are. The analysis has no rule beyond zod's schema: a model that clears the list, or numbers its todos "1", "2",
// is refused, in every scenario that validates such an input (CC-IN.8, CC-IN.10 too).
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  const validateInput = tools.TodoWrite.validateInput;
  tools.TodoWrite.validateInput = (input, context) => {
    const checked = validateInput(input, context);
    if (!checked.result) return checked;
    if (input.todos.length === 0) return { result: false, message: 'todos: expected at least one todo' };
    const index = input.todos.findIndex((todo) => !UUID.test(todo.id));
    return index === -1 ? checked : { result: false, message: `todos[${index}].id: expected a UUID` };
  };
  return tools;
}
