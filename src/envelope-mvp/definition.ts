import { STATUSES, type ToolDefinition } from './types';

/**
 * The definition the agent sees (design 3.2), word for word. The schema is what the model is told; `validate.ts`
 * is what the tool enforces, because a model can send anything whatever the schema says.
 */
export const TODO_WRITE_DEFINITION: ToolDefinition = {
  name: 'TodoWrite',
  description: 'Overwrite the todo list with the current complete list. Framework persists and returns the updated list and recap.',
  parameters: {
    type: 'object',
    properties: {
      summary: { type: 'string', description: 'Overall task summary (required by the model).' },
      todos: {
        type: 'array',
        description: 'The full todo list (overwrites existing list).',
        items: {
          type: 'object',
          properties: {
            content: { type: 'string', description: 'Todo text.' },
            status: { type: 'string', enum: [...STATUSES], description: 'Todo status.' },
            id: { type: 'string', description: 'Optional todo id (framework may assign/reuse).' },
          },
          required: ['content', 'status'],
          additionalProperties: false,
        },
      },
    },
    required: ['summary', 'todos'],
  },
};
