/**
 * Hints in the learner's language (common/their-language.ts). The document's code is Python, and a program over the
 * line protocol that does not declare JavaScript is given the document's names (`execute_tool`, `rounds_without_todo`,
 * `messages.append`); a module, or a program that declares JavaScript or TypeScript, the plug-in contract's
 * (`executeTool`, `roundsWithoutTodo`, `messages.push`: docs/profiles/mini-claude-code-v2.md). A hint that quotes
 * code says it in the language of what is verified.
 */
import { inTheirLanguage } from '../common/their-language';

export { inTheirLanguage };

/** TodoWrite's input holds the list under "items" (not `read`, the key the code reads when the kit knows it). */
export const itemsNotTodos = (read = 'todos'): string =>
  inTheirLanguage({
    python: `TodoWrite's input is {"items": [...]} (not "${read}"): pass input["items"] to update.`,
    javascript: `TodoWrite's input is { items: [...] } (not ${read}): pass input.items to update.`,
  });

/** An item's fields, and the input's own key: a KeyError for one of them is not the input read under another key (missingField tells a field's). */
const ITEM_FIELDS = ['content', 'status', 'activeForm', 'items'];

/**
 * The key of TodoWrite's input that the code looked for and did not find, when a raise says so: Python's
 * KeyError: 'tasks', for a key the input does not have and that is not an item's field. (A JavaScript program
 * that reads input.tasks gets undefined and renders an empty list: empty-list.ts tells that one.)
 */
export function missingInputKey(raised: { name?: unknown; message?: unknown } | string, input: unknown): string | undefined {
  const text = typeof raised === 'string' ? raised : raised.name === 'KeyError' ? `KeyError: ${String(raised.message)}` : '';
  const key = /\bKeyError: '([^'\n]{1,64})'/.exec(text)?.[1];
  if (key === undefined || ITEM_FIELDS.includes(key)) return undefined;
  return typeof input === 'object' && input !== null && key in input ? undefined : key;
}

/** The mistake a raise of missingInputKey shows: one cause, wherever a scenario meets it. */
export const INPUT_KEY_CAUSE = 'items-never-reach-update';

/** A refused list is answered as a text, for the model to read. */
export const catchInExecuteTool = (then: string): string =>
  inTheirLanguage({
    python: `catch the error in execute_tool and return its message (e.g. f"Error: {e}"): ${then}`,
    javascript: `catch the error in executeTool and return its message (e.g. \`Error: \${error.message}\`): ${then}`,
  });

/** The agent loop's own names, as the document and as the plug-in contract spell them. */
export const executeToolName = (): string => inTheirLanguage({ python: 'execute_tool', javascript: 'executeTool' });
export const roundsCounter = (): string => inTheirLanguage({ python: 'rounds_without_todo', javascript: 'roundsWithoutTodo' });
export const firstMessageFlag = (): string => inTheirLanguage({ python: 'first_message = False once added', javascript: 'firstMessage = false once added' });
export const nagFirst = (): string => inTheirLanguage({ python: 'results.insert(0, ...)', javascript: 'results.unshift(...)' });
export const selfName = (): string => inTheirLanguage({ python: 'self', javascript: 'this' });

/**
 * No tool is named TodoWrite: TOOLS has none, a request offers none, or executeTool answers "Unknown tool:
 * TodoWrite" (a lesson's `todo` tool, say). One mistake wherever a scenario meets it, with one advice, not each
 * scenario's own reading of the unknown-tool answer (a render, an input key, a message let through).
 */
export function noToolNamedTodoWrite(): { requirement: string; hint: string; cause: string } {
  return {
    requirement: 'MCC-DEF.1',
    hint: `the tool is named exactly "TodoWrite", as in Claude Code: in TOOLS, and where ${executeToolName()} picks the tool by its name.`,
    cause: 'no-tool-named-todowrite',
  };
}

/** A definition without input_schema: its advice and its one cause, wherever a scenario meets it (TOOLS, a request's tools). */
export function inputSchemaMissing(definition: Record<string, unknown>): { hint?: string; cause: string } {
  return {
    hint:
      'inputSchema' in definition
        ? 'the Anthropic API spells it input_schema (snake_case); inputSchema is ignored.'
        : 'a tool definition is { name, description, input_schema }.',
    cause: 'input-schema-missing',
  };
}

/**
 * Whether a call's answer says that no tool is named TodoWrite: the name as the tool that is unknown ("Unknown tool:
 * TodoWrite", "Invalid tool 'TodoWrite'", "No tool named TodoWrite", "Tool TodoWrite does not exist", "TodoWrite is
 * not a valid tool"), never words about its input ("Invalid tool args for TodoWrite: …") nor another tool's answer
 * that lists it ("Unknown tool: kit_probe. Available tools: TodoWrite").
 */
const TODOWRITE_UNKNOWN = [
  /\b(unknown|unsupported|unrecognized|unrecognised|invalid|no such) tool(?: name)?\s*[:\-–]?\s*['"`]?TodoWrite\b/i,
  /\bno tool (named|called) ['"`]?TodoWrite\b/i,
  /\btool\s*['"`]?TodoWrite['"`]?\s*(?:is\s+|was\s+)?(not found|does not exist|doesn't exist|not (registered|available|known))\b/i,
  /\bTodoWrite['"`]?\s+is not a (valid|known|registered) tool\b/i,
];
export const answersTodoWriteUnknown = (answer: unknown): boolean => typeof answer === 'string' && TODOWRITE_UNKNOWN.some((pattern) => pattern.test(answer));
