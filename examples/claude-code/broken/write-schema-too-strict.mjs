// Broken on purpose: TodoWrite's inputSchema tightened where the analysis has no rule (CC-SCHEMA.1, CC-SCHEMA.2:
// zod's schema as written). The list must hold a todo (minItems), a content must hold more than spaces (pattern), an
// id must not be empty (minLength), and priority is spelt as the UI labels it (High, Medium, Low): a model that sends
// what the analysis allows, an empty list or a todo of priority "high", is refused by its own tool's schema.
// Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  const todos = structuredClone(tools.TodoWrite.inputSchema.properties.todos);
  todos.minItems = 1;
  Object.assign(todos.items.properties.content, { pattern: '\\S' });
  Object.assign(todos.items.properties.id, { minLength: 1 });
  todos.items.properties.priority.enum = ['High', 'Medium', 'Low'];
  tools.TodoWrite.inputSchema = { ...tools.TodoWrite.inputSchema, properties: { todos } };
  return tools;
}
