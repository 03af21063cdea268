/**
 * The validation rules ("输入验证规则") as a zod schema, as the design prescribes. The limits come from the
 * environment, so the schema is built from them rather than being a module constant.
 *
 * Every rule gives its own message: zod's default messages change between versions ("Required" in zod 3,
 * "Invalid input: expected string, received undefined" in zod 4), and the design's error section shows the
 * zod 3 wording. Writing the messages here keeps the output the same whatever zod is installed.
 */
import { z } from 'zod';
import { TODO_STATUSES, type TodoEnv } from './types';

export const DEFAULT_MAX_ITEMS = 50;
export const DEFAULT_MAX_CONTENT_LENGTH = 200;

export interface TodoLimits {
  maxItems: number;
  maxContentLength: number;
}

/** A limit from the environment: a positive whole number, or the default when it is unset or unusable. */
function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return fallback;
  const n = Number(value);
  return n > 0 ? n : fallback;
}

export function limitsFrom(env: TodoEnv): TodoLimits {
  return {
    maxItems: positiveInteger(env.TODO_MAX_ITEMS, DEFAULT_MAX_ITEMS),
    maxContentLength: positiveInteger(env.TODO_MAX_CONTENT_LENGTH, DEFAULT_MAX_CONTENT_LENGTH),
  };
}

/** 'done' → `'done'`, as the design quotes values; anything else as JSON. */
const show = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** "Required" when the field is absent, else what the field should have been. */
const required = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : `Expected ${what}, received ${show(issue.input)}`);

export function createTodoWriteInputSchema({ maxItems, maxContentLength }: TodoLimits) {
  const statusList = TODO_STATUSES.map((s) => `'${s}'`).join(' | ');

  const TodoItemSchema = z.object(
    {
      content: z
        .string({ error: required('string') })
        // One rule covers "non-empty" and "not only whitespace": "" has nothing once trimmed, like "   ".
        .refine((s) => s.trim().length > 0, { message: 'Content cannot be empty or only whitespace' })
        .refine((s) => s.length <= maxContentLength, { message: `Content must be at most ${maxContentLength} characters` }),
      activeForm: z
        .string({ error: required('string') })
        // No whitespace rule here: the design gives it for content only.
        .min(1, { message: 'activeForm cannot be empty' })
        .max(maxContentLength, { message: `activeForm must be at most ${maxContentLength} characters` }),
      status: z.enum(TODO_STATUSES, { error: required(statusList) }),
    },
    { error: required('object') },
  );

  return z.object(
    {
      todos: z
        .array(TodoItemSchema, { error: required('array') })
        // An empty array is allowed: it clears the list.
        .max(maxItems, { message: `At most ${maxItems} todos are allowed` }),
    },
    { error: required('object') },
  );
}

/** `["todos", 1, "status"]` → `todos[1].status`: indexes in brackets, fields after dots. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `${text === '' ? '' : '.'}${String(key)}`;
  return text === '' ? '(input)' : text;
}

/** The error section's "Schema 验证失败" block: a title line, then one line per zod issue. */
export function formatZodError(error: z.ZodError): string {
  return ['Error: Validation failed', ...error.issues.map((issue) => `- ${formatPath(issue.path)}: ${issue.message}`)].join('\n');
}
