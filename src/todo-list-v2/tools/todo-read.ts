import type { TodoStore } from '../store';
import type { ToolDefinition, ToolHandler } from '../types';

/** TodoRead takes no input: its schema is an object with no properties. (PRD F-003) */
export const todoReadDefinition: ToolDefinition = {
  name: 'TodoRead',
  description: 'Read the current todo list. Returns every todo, in order; an empty list is not an error.',
  input_schema: { type: 'object', properties: {} },
};

/** Reading is read-only: it returns the list as JSON text and changes nothing. (PRD F-002) */
export function createTodoReadHandler(store: TodoStore): ToolHandler {
  return async () => ({ content: JSON.stringify({ todos: store.getAll() }) });
}
