// Breaks F-001.E3 with F-008.O3 (a todo that is not an object has no content, so check (a) refuses it with the
// content's message): a todo that is null, a number or a text is refused for its type, in a schema library's words
// ("Todo at index 1: Invalid input: expected object, received null"), as a public implementation built on zod does.
// One cause, told as the missing content, not as a message to reword. Everything else is the correct registry.
import { createRegistry as createCorrectRegistry } from '../correct-esm/index.mjs';

const typeOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export function createRegistry() {
  const registry = createCorrectRegistry();
  const tool = registry.getTool('TodoWrite');
  const write = tool.handler;
  registry.register(tool.definition, async (params) => {
    const result = await write(params);
    const index = /^Todo at index (\d+): content is required/.exec(result.is_error ? result.content : '')?.[1];
    const todo = index === undefined ? {} : params.todos[Number(index)];
    if (typeof todo === 'object' && todo !== null && !Array.isArray(todo)) return result;
    return { content: `Todo at index ${index}: Invalid input: expected object, received ${typeOf(todo)}`, is_error: true };
  });
  return registry;
}
