import type { TodoStore } from '../store';
import { TODO_STATUSES, type Todo, type ToolDefinition, type ToolHandler, type ToolHandlerResult } from '../types';

/**
 * TodoWrite's definition (PRD F-003). The schema tells the model what a valid call looks like; the handler
 * still validates (F-008), because a model can send anything and a schema is advice, not a guarantee.
 */
export const todoWriteDefinition: ToolDefinition = {
  name: 'TodoWrite',
  description: 'Replace the whole todo list: send every todo each time. Items left out are removed; [] clears the list.',
  input_schema: {
    type: 'object',
    properties: {
      todos: {
        type: 'array',
        description: 'The complete, updated todo list.',
        items: {
          type: 'object',
          properties: {
            content: { type: 'string', minLength: 1, description: 'The task, in the imperative: "Run tests".' },
            status: { type: 'string', enum: [...TODO_STATUSES] },
            activeForm: { type: 'string', minLength: 1, description: 'Shown while in progress: "Running tests".' },
          },
          required: ['content', 'status', 'activeForm'],
          additionalProperties: false,
        },
      },
    },
    required: ['todos'],
    additionalProperties: false,
  },
};

/** A check either passes with the typed todos or fails with the message the PRD prescribes. */
type Validation = { ok: true; todos: Todo[] } | { ok: false; error: string };

/** True for a string that still has characters after trimming: "x" yes, "   " no, 42 no. */
function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isTodoStatus(value: unknown): value is Todo['status'] {
  return (TODO_STATUSES as readonly unknown[]).includes(value);
}

/**
 * Validate TodoWrite's input in the PRD's order (F-008) and stop at the first error.
 * The order matters: it decides which message a caller sees when an input has several faults.
 */
export function validateTodoWriteInput(params: Record<string, unknown>): Validation {
  const { todos } = params;
  // 1. The field must be there. (`null` is there: it fails the next check instead.)
  if (todos === undefined) return { ok: false, error: "'todos' array is required" };
  // 2. It must be an array.
  if (!Array.isArray(todos)) return { ok: false, error: "'todos' must be an array" };

  // 3. Each item, in order, field by field. Indexes are 0-based, like the array itself.
  for (const [i, item] of todos.entries()) {
    // An item that is not an object (null, 7, "x") has no content, so it fails check (a).
    const todo: Partial<Record<string, unknown>> = item ?? {};
    if (!isNonBlankString(todo.content)) {
      return { ok: false, error: `Todo at index ${i}: content is required and cannot be empty` };
    }
    if (!isTodoStatus(todo.status)) {
      const allowed = TODO_STATUSES.join(', ');
      return { ok: false, error: `Todo at index ${i}: invalid status '${String(todo.status)}'. Must be one of: ${allowed}` };
    }
    if (!isNonBlankString(todo.activeForm)) {
      return { ok: false, error: `Todo at index ${i}: activeForm is required and cannot be empty` };
    }
  }
  // Every item passed. Keep only the three fields the PRD defines.
  const valid = todos.map(({ content, status, activeForm }: Todo) => ({ content, status, activeForm }));
  return { ok: true, todos: valid };
}

/** The handler validates everything first and writes only then: a failed call leaves the list untouched. */
export function createTodoWriteHandler(store: TodoStore): ToolHandler {
  return async (params): Promise<ToolHandlerResult> => {
    const validation = validateTodoWriteInput(params);
    if (!validation.ok) return { content: validation.error, is_error: true };

    store.replaceAll(validation.todos); // whole replacement, in one step (F-001 rules 1 and 3)
    return { content: JSON.stringify({ success: true, count: validation.todos.length }) };
  };
}
