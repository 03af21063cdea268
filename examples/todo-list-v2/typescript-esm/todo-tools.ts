// TodoWrite and TodoRead: their definitions, the validation in the PRD's order, and handlers over one list.
import type { HandlerResult, Status, Todo, ToolDefinition } from './types.js';

export const STATUSES: readonly Status[] = ['pending', 'in_progress', 'completed'];

export const todoWriteDefinition: ToolDefinition = {
  name: 'TodoWrite',
  description: 'Replace the whole todo list.',
  input_schema: {
    type: 'object',
    properties: {
      todos: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            content: { type: 'string', minLength: 1 },
            status: { type: 'string', enum: STATUSES },
            activeForm: { type: 'string', minLength: 1 },
          },
          required: ['content', 'status', 'activeForm'],
          additionalProperties: false,
        },
      },
    },
    required: ['todos'],
  },
};

export const todoReadDefinition: ToolDefinition = {
  name: 'TodoRead',
  description: 'Read the whole todo list.',
  input_schema: { type: 'object', properties: {} },
};

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/** The first error of a TodoWrite call, if any: the todos field, then each todo's content, status, activeForm. */
export function validateTodoWrite(params: Record<string, unknown>): string | undefined {
  if (params.todos === undefined) return "'todos' array is required";
  if (!Array.isArray(params.todos)) return "'todos' must be an array";
  for (const [i, todo] of (params.todos as unknown[]).entries()) {
    const item = (todo !== null && typeof todo === 'object' ? todo : {}) as Record<string, unknown>;
    if (blank(item.content)) return `Todo at index ${i}: content is required and cannot be empty`;
    if (!STATUSES.includes(item.status as Status)) {
      return `Todo at index ${i}: invalid status '${String(item.status)}'. Must be one of: ${STATUSES.join(', ')}`;
    }
    if (blank(item.activeForm)) return `Todo at index ${i}: activeForm is required and cannot be empty`;
  }
  return undefined;
}

export function createTodoWriteHandler(store: { todos: Todo[] }) {
  return async (params: Record<string, unknown>): Promise<HandlerResult> => {
    const error = validateTodoWrite(params);
    if (error) return { content: error, is_error: true };
    store.todos = (params.todos as Todo[]).map(({ content, status, activeForm }) => ({ content, status, activeForm }));
    return { content: JSON.stringify({ success: true, count: store.todos.length }) };
  };
}

export function createTodoReadHandler(store: { todos: Todo[] }) {
  return async (): Promise<HandlerResult> => ({ content: JSON.stringify({ todos: store.todos }) });
}
