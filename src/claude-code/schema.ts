/**
 * The input rules of section 2.1, written out by hand. Claude Code declares them with zod; this reference has no
 * runtime dependency, so the same rules are plain functions here, next to the JSON Schema the model is shown.
 *
 * Two details of the zod declarations matter, and are easy to miss:
 *   - the top level is `strictObject`: an unknown key next to `todos` is an error;
 *   - a todo item is a plain `object`: an unknown key inside a todo is NOT an error (zod drops it).
 */
import type { JsonSchema, Todo, TodoPriority, TodoStatus } from './types';

export const STATUSES: readonly TodoStatus[] = ['pending', 'in_progress', 'completed'];
export const PRIORITIES: readonly TodoPriority[] = ['high', 'medium', 'low'];

/** The one message the analysis prescribes: `z.string().min(1, "Content cannot be empty")`. */
export const CONTENT_EMPTY_MESSAGE = 'Content cannot be empty';

/** FL6's description: the model tends to send `{ "input": "" }` to a tool without parameters. */
export const TODO_READ_INPUT_DESCRIPTION =
  'No input is required, leave this field blank. NOTE that we do not require a dummy object, placeholder string or a key like "input" or "empty". LEAVE IT BLANK.';

/** DL6 as JSON Schema. No `additionalProperties: false` here: the item is not strict. */
const TODO_ITEM_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    content: { type: 'string', minLength: 1 },
    status: { type: 'string', enum: [...STATUSES] },
    priority: { type: 'string', enum: [...PRIORITIES] },
    id: { type: 'string' },
  },
  required: ['content', 'status', 'priority', 'id'],
};

/** JL6 as JSON Schema: `{ todos }` and nothing else. */
export const TODO_WRITE_INPUT_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    todos: { type: 'array', items: TODO_ITEM_SCHEMA, description: 'The updated todo list' },
  },
  required: ['todos'],
  additionalProperties: false,
};

/** FL6 as JSON Schema: an object with no keys at all. */
export const TODO_READ_INPUT_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
  description: TODO_READ_INPUT_DESCRIPTION,
};

/** The result of checking a value: the list, or the first problem found, as a sentence. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem of one todo, or undefined. `where` names it for the message: "todos[2]". */
function problemOfTodo(value: unknown, where: string): string | undefined {
  if (!isPlainObject(value)) return `${where}: expected an object`;
  const { content, status, priority, id } = value;
  if (typeof content !== 'string') return `${where}.content: expected a string`;
  // The only message the analysis prescribes. min(1) counts characters, so " " is a valid content.
  if (content.length < 1) return CONTENT_EMPTY_MESSAGE;
  if (!STATUSES.includes(status as TodoStatus)) return `${where}.status: expected one of ${STATUSES.join(', ')}, got ${JSON.stringify(status)}`;
  if (!PRIORITIES.includes(priority as TodoPriority)) return `${where}.priority: expected one of ${PRIORITIES.join(', ')}, got ${JSON.stringify(priority)}`;
  if (typeof id !== 'string') return `${where}.id: expected a string`;
  return undefined;
}

/**
 * GJ1: a list of todos. Used twice: on the model's input, and on what is read back from the file (a file edited
 * by hand, or by an older version, must not put bad todos in front of the model). Like zod's `object`, it keeps
 * only the four known keys of each todo.
 */
export function parseTodoList(value: unknown, where = 'todos'): Parsed<Todo[]> {
  if (!Array.isArray(value)) return { ok: false, message: `${where}: expected an array` };
  for (const [index, item] of value.entries()) {
    const problem = problemOfTodo(item, `${where}[${index}]`);
    if (problem) return { ok: false, message: problem };
  }
  const todos = value.map(({ content, status, priority, id }: Todo) => ({ content, status, priority, id }));
  return { ok: true, value: todos };
}

/** JL6: `{ todos }`, strict. */
export function parseTodoWriteInput(input: unknown): Parsed<{ todos: Todo[] }> {
  if (!isPlainObject(input)) return { ok: false, message: 'expected an object { todos }' };
  const unknownKeys = Object.keys(input).filter((key) => key !== 'todos');
  if (unknownKeys.length > 0) return { ok: false, message: `unrecognized key(s) in object: ${unknownKeys.join(', ')}` };
  if (!('todos' in input)) return { ok: false, message: 'todos: required' };
  const todos = parseTodoList(input.todos);
  return todos.ok ? { ok: true, value: { todos: todos.value } } : todos;
}

/** FL6: `{}`, strict. */
export function parseTodoReadInput(input: unknown): Parsed<Record<string, never>> {
  if (!isPlainObject(input)) return { ok: false, message: 'expected an empty object {}' };
  const keys = Object.keys(input);
  if (keys.length > 0) return { ok: false, message: `unrecognized key(s) in object: ${keys.join(', ')}. ${TODO_READ_INPUT_DESCRIPTION}` };
  return { ok: true, value: {} };
}
