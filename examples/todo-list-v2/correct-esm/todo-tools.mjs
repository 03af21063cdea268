// TodoWrite and TodoRead, in small pieces: the kit's broken samples each replace one piece with a wrong one.
export const STATUSES = ['pending', 'in_progress', 'completed'];

export const todoWriteDefinition = {
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

export const todoReadDefinition = {
  name: 'TodoRead',
  description: 'Read the whole todo list.',
  input_schema: { type: 'object', properties: {} },
};

const blank = (value) => typeof value !== 'string' || value.trim() === '';

/** The error of the `todos` field itself, if any (F-008 steps 1 and 2). */
export function checkTodosField(params) {
  if (params.todos === undefined) return "'todos' array is required";
  if (!Array.isArray(params.todos)) return "'todos' must be an array";
  return undefined;
}

/** The first error of one todo, if any (F-008 step 3: content, status, activeForm). */
export function checkTodo(todo, i) {
  const item = todo !== null && typeof todo === 'object' ? todo : {};
  if (blank(item.content)) return `Todo at index ${i}: content is required and cannot be empty`;
  if (!STATUSES.includes(item.status)) {
    return `Todo at index ${i}: invalid status '${item.status}'. Must be one of: ${STATUSES.join(', ')}`;
  }
  if (blank(item.activeForm)) return `Todo at index ${i}: activeForm is required and cannot be empty`;
  return undefined;
}

export function validateTodoWrite(params) {
  const fieldError = checkTodosField(params);
  if (fieldError) return fieldError;
  for (const [i, todo] of params.todos.entries()) {
    const error = checkTodo(todo, i);
    if (error) return error;
  }
  return undefined;
}

export function createTodoWriteHandler(store, validate = validateTodoWrite) {
  return async (params) => {
    const error = validate(params);
    if (error) return { content: error, is_error: true };
    store.todos = params.todos.map(({ content, status, activeForm }) => ({ content, status, activeForm }));
    return { content: JSON.stringify({ success: true, count: store.todos.length }) };
  };
}

export function createTodoReadHandler(store) {
  return async () => ({ content: JSON.stringify({ todos: store.todos }) });
}
