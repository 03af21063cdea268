// Broken on purpose: TodoWrite's inputSchema written loosely, each field named but not held to the analysis's zod
// schema (CC-SCHEMA.1, CC-SCHEMA.2): todos is not required and has no type, status and priority have no enum, and
// id is neither required nor typed. The model reads the schema to learn what it may send: this one tells it
// nearly anything goes. Everything else is examples/claude-code/correct/section-15.cjs.
import section15 from '../correct/section-15.cjs';

export const { sortTodos, renderTodos } = section15;

export function createTodoTools(options) {
  const tools = section15.createTodoTools(options);
  const item = {
    type: 'object',
    properties: { content: { type: 'string', minLength: 1 }, status: { type: 'string' }, priority: { type: 'string' }, id: {} },
    required: ['content', 'status', 'priority'],
  };
  tools.TodoWrite.inputSchema = { type: 'object', properties: { todos: { items: item, description: 'The updated todo list' } }, additionalProperties: false };
  return tools;
}
