import { STATUSES, type TodoInput, type TodoStatus } from './types';

/** The constraints of design 3.2. */
export const MAX_TODOS = 10;
export const MAX_CONTENT_CHARS = 60;

/** A valid call, or the reason it is refused (every refusal is INVALID_PARAM, design 8.1). */
export type Validated = { ok: true; summary: string; todos: TodoInput[] } | { ok: false; message: string };

const ITEM_KEYS = new Set(['content', 'status', 'id']);

/**
 * Characters, not bytes and not UTF-16 code units: "60 字" means 60 characters a reader counts. A Chinese
 * character is 3 bytes in UTF-8 but one character; an emoji is 2 UTF-16 units (`'😀'.length === 2`) but one
 * character. Spreading a string iterates over code points, which is the count we want.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

function isStatus(value: unknown): value is TodoStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

/**
 * Check everything before changing anything: a refused call must leave the session as it was (no log, no block
 * counted). The checks follow design 2.2: parameters present, count, each todo's content and status, then the
 * rule that spans the list (at most one in_progress).
 */
export function validate(params: unknown): Validated {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return { ok: false, message: 'Parameters must be an object with summary and todos.' };
  }
  const { summary, todos } = params as Record<string, unknown>;
  if (typeof summary !== 'string' || summary.trim() === '') {
    return { ok: false, message: "Parameter 'summary' is required and must be a non-empty string." };
  }
  if (!Array.isArray(todos)) {
    return { ok: false, message: "Parameter 'todos' is required and must be an array." };
  }
  if (todos.length > MAX_TODOS) {
    return { ok: false, message: `Too many todos: at most ${MAX_TODOS}, got ${todos.length}.` };
  }
  for (const [index, item] of todos.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return { ok: false, message: `Todo ${index}: must be an object with content and status.` };
    }
    const todo = item as Record<string, unknown>;
    const unknownKey = Object.keys(todo).find((key) => !ITEM_KEYS.has(key));
    if (unknownKey !== undefined) {
      // additionalProperties: false in the schema (design 3.2): an unknown key is a mistake worth telling the model.
      return { ok: false, message: `Todo ${index}: unknown field '${unknownKey}' (allowed: content, status, id).` };
    }
    if (typeof todo.content !== 'string' || todo.content.trim() === '') {
      return { ok: false, message: `Todo ${index}: 'content' is required and must be a non-empty string.` };
    }
    const length = characterCount(todo.content);
    if (length > MAX_CONTENT_CHARS) {
      return { ok: false, message: `Todo ${index}: content is ${length} characters, at most ${MAX_CONTENT_CHARS}.` };
    }
    if (!isStatus(todo.status)) {
      return { ok: false, message: `Todo ${index}: status must be one of ${STATUSES.join(', ')}.` };
    }
  }
  const inProgress = todos.filter((todo) => (todo as TodoInput).status === 'in_progress').length;
  if (inProgress > 1) {
    return { ok: false, message: `At most one todo may be in_progress; got ${inProgress}.` };
  }
  return { ok: true, summary, todos: todos as TodoInput[] };
}
