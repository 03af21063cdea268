/**
 * Hints in the learner's language (common/their-language.ts). The document's code is Python, and a program over the
 * line protocol that does not declare JavaScript is given the document's names (`execute_tool`, `rounds_without_todo`,
 * `messages.append`); a module, or a program that declares JavaScript or TypeScript, the plug-in contract's
 * (`executeTool`, `roundsWithoutTodo`, `messages.push`: docs/profiles/mini-claude-code-v2.md). A hint that quotes
 * code says it in the language of what is verified.
 */
import { inTheirLanguage } from '../common/their-language';

export { inTheirLanguage };

/** TodoWrite's input holds the list under "items". */
export const itemsNotTodos = (): string =>
  inTheirLanguage({
    python: 'TodoWrite\'s input is {"items": [...]} (not "todos"): pass input["items"] to update.',
    javascript: "TodoWrite's input is { items: [...] } (not todos): pass input.items to update.",
  });

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
